// @ts-check
/**
 * Runs after the two Vite builds. It renders every page of the route table, and the
 * not-found document, to HTML in build/client, with the page's one script and the
 * framework, which starts loading with the page. The script requests the rest once
 * the page is on screen, all at once so that hydration waits for no chain of requests
 * (docs/decisions/010, 019). It also writes the generated files (search
 * index, sitemap, robots.txt).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, projectRoot } from './paths.js';

// React's production server renderer: the same HTML as its development build, faster.
process.env.NODE_ENV ??= 'production';

const ENTRY = 'app/boot/entry.client.ts';
const START = 'app/boot/start.ts';

/** @typedef {{ file: string; name?: string; imports?: string[]; dynamicImports?: string[] }} Chunk */

const manifestFile = join(clientDir, '.vite', 'manifest.json');
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

/** @type {import('../app/prerender/entry.server')} */
const renderer = await import(
  pathToFileURL(join(projectRoot, 'build', 'server', 'entry.server.js')).href
);

/**
 * The files a chunk needs, itself first, then what it imports, each once.
 * @param {string} key @param {Set<string>} files
 */
function chunkFiles(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
  return files;
}

/** The built file of an entry, as a path on the site. @param {string} key */
function entryFile(key) {
  const [file] = chunkFiles(key);
  return `/${file}`;
}

/**
 * React and React DOM (the chunk vite.config.ts names "framework"): the same
 * on every page, most of its code, and the longest download. The page asks for it itself,
 * at low priority, so that it arrives while the phone is still laying the page out
 * (docs/decisions/019).
 */
const frameworkFile = (() => {
  const chunk = Object.values(manifest).find((entry) => entry.name === 'framework');
  if (!chunk) throw new Error('The client build has no framework chunk');
  return `/${chunk.file}`;
})();

/**
 * app/boot/start.ts imports the rest in steps; the entry requests the rest of them, with the
 * page's own chunk, once the page is on screen. Only these: the pages a visitor could go on
 * to wait until they are needed.
 * @param {string} module a route module, relative to app/
 */
function startupFiles(module) {
  const files = chunkFiles(START);
  for (const step of manifest[START]?.dynamicImports ?? []) chunkFiles(step, files);
  return [...chunkFiles(`app/${module}`, files)]
    .map((file) => `/${file}`)
    .filter((file) => file !== frameworkFile);
}

/**
 * The page's one script first, `async`: it runs as soon as it arrives, not once the whole
 * page is parsed, to record what the visitor does (app/boot/early-input.ts). Then the framework.
 * @param {string} module a route module, relative to app/
 */
function scriptTags(module) {
  const script = `<script type="module" async src="${entryFile(ENTRY)}" data-start="${entryFile(START)}" data-modules="${startupFiles(module).join(' ')}" fetchpriority="low"></script>`;
  return `${script}<link rel="modulepreload" href="${frameworkFile}" fetchpriority="low">`;
}

/** "/" -> "index.html"; "/about" -> "about/index.html" @param {string} path */
function htmlFile(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** @param {string} file @param {string} content */
async function write(file, content) {
  await mkdir(dirname(join(clientDir, file)), { recursive: true });
  await writeFile(join(clientDir, file), content);
}

const documents = [
  ...renderer.routedPages().map((page) => page.path),
  renderer.NOT_FOUND_DOCUMENT_PATH,
];
for (const path of documents) {
  const html = await renderer.renderPage(path);
  if (!html.includes('</head>')) throw new Error(`The page at ${path} rendered without a head`);
  const tag = scriptTags(renderer.moduleAt(path));
  await write(htmlFile(path), html.replace('</head>', `${tag}</head>`));
}
for (const [path, content] of Object.entries(renderer.resourceFiles)) {
  await write(path.slice(1), content());
}
// The manifest is for this script only; the site does not serve it.
await rm(dirname(manifestFile), { recursive: true });
console.log(
  `prerender: ${documents.length} documents, ${Object.keys(renderer.resourceFiles).length} files`,
);
