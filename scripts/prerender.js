// @ts-check
/**
 * Runs after the two Vite builds. It renders every page of the route table, and the
 * not-found document, to HTML in build/client, with the page's scripts: the entry and
 * the page's own chunk, preloaded so hydration waits for no extra round trip, at low
 * priority so the HTML and the first image go first (docs/decisions/008). It also writes
 * the generated files (search index, sitemap, robots.txt).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, projectRoot } from '../server/paths.js';

// React's production server renderer: the same HTML as its development build, faster.
process.env.NODE_ENV ??= 'production';

const ENTRY = 'app/entry.client.ts';

/** @typedef {{ file: string; imports?: string[]; dynamicImports?: string[] }} Chunk */

const manifestFile = join(clientDir, '.vite', 'manifest.json');
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

/** @type {import('../app/entry.server')} */
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

/**
 * The entry imports the rest in steps (app/entry.client.ts); every step is preloaded.
 * Only the entry's own steps: the pages it could go on to load wait until they are needed.
 */
function startupFiles() {
  const files = chunkFiles(ENTRY);
  for (const step of manifest[ENTRY]?.dynamicImports ?? []) chunkFiles(step, files);
  return files;
}

/** @param {string} module a route module, relative to app/ */
function scriptTags(module) {
  const [entry, ...preloads] = chunkFiles(`app/${module}`, startupFiles());
  return [
    `<script type="module" src="/${entry}" fetchpriority="low"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low"/>`),
  ].join('');
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
  const tags = scriptTags(renderer.moduleAt(path));
  await write(htmlFile(path), html.replace('</head>', `${tags}</head>`));
}
for (const [path, content] of Object.entries(renderer.resourceFiles)) {
  await write(path.slice(1), content());
}
// The manifest is for this script only; the site does not serve it.
await rm(dirname(manifestFile), { recursive: true });
console.log(
  `prerender: ${documents.length} documents, ${Object.keys(renderer.resourceFiles).length} files`,
);
