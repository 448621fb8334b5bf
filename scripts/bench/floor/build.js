// @ts-check
/**
 * Builds the floor page (scripts/bench/floor/floor.js) as the site's pages are built: the
 * script by the project's Vite (vite.config.js here), the HTML pre-rendered by React DOM's
 * server renderer into the page Vite wrote, and every script with its .gz and .br copies,
 * made as scripts/postbuild.js makes the site's (gzip level 9, Brotli quality 11).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { Floor } from './floor.js';
import { floorOutDir, floorRoot } from './vite.config.js';

const PLACEHOLDER = '<!--floor-->';

/**
 * @returns {Promise<{ dir: string; htmlBytes: number; scripts: string[] }>} where the page
 *   is, its HTML's size (uncompressed) and its scripts
 */
export async function buildFloor() {
  await build({ configFile: join(floorRoot, 'vite.config.js'), mode: 'production' });
  const page = join(floorOutDir, 'index.html');
  const template = await readFile(page, 'utf8');
  if (!template.includes(PLACEHOLDER)) {
    throw new Error(`the floor's built page has no ${PLACEHOLDER} to render into`);
  }
  const html = template.replace(PLACEHOLDER, renderToString(createElement(Floor)));
  await writeFile(page, html);

  const assets = join(floorOutDir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    const content = await readFile(join(assets, file));
    await writeFile(join(assets, `${file}.gz`), gzipSync(content, { level: 9 }));
    await writeFile(
      join(assets, `${file}.br`),
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return { dir: floorOutDir, htmlBytes: Buffer.byteLength(html), scripts };
}
