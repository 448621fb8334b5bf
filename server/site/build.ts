import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** build/server-manifest.json, written last by the build (scripts/postbuild.js). */
export interface PageEntry {
  file: string;
  csp: string;
}
export interface Manifest {
  pages: Record<string, PageEntry>;
  notFound: PageEntry;
  assets: string[];
}
export interface Page {
  html: Buffer;
  csp: string;
}
export interface Site {
  clientDir: string;
  pages: Map<string, Page>;
  notFound: Page;
  assets: Set<string>;
  /** Files with .br/.gz copies from the build. */
  negotiated: Set<string>;
  /** Every page's HTML: compressed once, at start. */
  documents: Buffer[];
}

/** The pre-rendered pages, read into memory, and the list of files the build made. */
export async function loadSite(clientDir: string, manifest: Manifest): Promise<Site> {
  const load = async (entry: PageEntry): Promise<Page> => ({
    html: await readFile(join(clientDir, entry.file)),
    csp: entry.csp,
  });
  const pages = new Map(
    await Promise.all(
      Object.entries(manifest.pages).map(
        async ([path, entry]) => [path, await load(entry)] as const,
      ),
    ),
  );
  const notFound = await load(manifest.notFound);
  return {
    clientDir,
    pages,
    notFound,
    assets: new Set(manifest.assets),
    negotiated: new Set(
      manifest.assets.filter((path) => existsSync(join(clientDir, `${path.slice(1)}.gz`))),
    ),
    documents: [...[...pages.values()].map((page) => page.html), notFound.html],
  };
}
