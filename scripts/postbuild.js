// @ts-check
/**
 * Runs after scripts/prerender.js. It reads the pre-rendered pages, hashes their inline
 * scripts and style sheet for the Content-Security-Policy, pre-compresses the static files, and writes
 * build/server-manifest.json last: the server only starts from a build that has one,
 * so it never serves a half-written build.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serverTools } from './server-tools.js';
import { clientDir, manifestPath, nginxDir } from './paths.js';
import { writeNginxConfig } from './nginx-config.js';

const NOT_FOUND_FILE = '404/index.html';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/** @param {string} dir @returns {Promise<string[]>} paths relative to the client dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * The sha256 sources of a page's inline `<script>` or `<style>` elements. Data blocks
 * (JSON-LD) never run, so the policy does not need to allow them.
 * @param {string} html
 * @param {'script' | 'style'} element
 */
function inlineHashes(html, element) {
  const hashes = new Set();
  const pattern = new RegExp(`<${element}([^>]*)>([\\s\\S]*?)<\\/${element}>`, 'g');
  for (const [, attributes = '', body = ''] of html.matchAll(pattern)) {
    if (/\ssrc=|type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

/**
 * "about/index.html" -> "/about"; "index.html" -> "/"
 * @param {string} file
 */
function routePath(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

async function main() {
  await rm(manifestPath, { force: true });
  const { pagePolicy } = await serverTools();
  const files = await listFiles(clientDir);
  /** @type {Record<string, { file: string; csp: string }>} */
  const pages = {};
  /** @type {{ file: string; csp: string } | undefined} */
  let notFound;
  /** @type {string[]} */
  const assets = [];

  for (const file of files) {
    if (file.endsWith('.html')) {
      const html = await readFile(join(clientDir, file), 'utf8');
      const page = {
        file,
        csp: pagePolicy(inlineHashes(html, 'script'), inlineHashes(html, 'style')),
      };
      if (file === NOT_FOUND_FILE) notFound = page;
      else pages[routePath(file)] = page;
    } else if (!/\.(br|gz)$/.test(file)) {
      assets.push(`/${file}`);
      if (COMPRESSIBLE.test(file)) {
        const content = await readFile(join(clientDir, file));
        await writeFile(join(clientDir, `${file}.gz`), gzipSync(content, { level: 9 }));
        await writeFile(
          join(clientDir, `${file}.br`),
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    }
  }
  if (!notFound) throw new Error(`The build has no ${NOT_FOUND_FILE}: check the prerender list`);
  if (!pages['/']) throw new Error('The build has no home page');

  const manifest = { pages, notFound, assets: assets.sort() };
  await writeNginxConfig({ clientDir, outDir: nginxDir, manifest });
  await writeFile(`${manifestPath}.tmp`, JSON.stringify(manifest, null, 2));
  await rename(`${manifestPath}.tmp`, manifestPath);
  console.log(
    `postbuild: ${Object.keys(pages).length} pages, ${assets.length} static files -> ${manifestPath}`,
  );
}

await main();
