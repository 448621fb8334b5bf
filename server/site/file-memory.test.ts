/**
 * Files answered from memory are answered exactly as @fastify/static answers them from
 * disk: the same requests go to a server reading every file from disk and to one answering
 * from memory (twice: the first request with an Accept-Encoding value not seen yet goes to
 * disk and teaches the memory which encoding it gets), and the answers must match.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from '../app';
import { FileMemory } from './file-memory';

let client: string;
let app: Awaited<ReturnType<typeof createServer>>;
let disk: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  client = await mkdtemp(join(tmpdir(), 'storefront-memory-'));
  await mkdir(join(client, '404'));
  await mkdir(join(client, 'assets'));
  await writeFile(join(client, 'index.html'), '<p>home</p>');
  await writeFile(join(client, '404/index.html'), '<p>home</p>');
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(3000))});\n`);
  await writeFile(join(client, 'assets/app-abc.js'), script);
  await writeFile(join(client, 'assets/app-abc.js.gz'), gzipSync(script));
  await writeFile(join(client, 'assets/app-abc.js.br'), brotliCompressSync(script));
  await writeFile(join(client, 'photo.png'), Buffer.alloc(5000, 1));
  // Compressed on the fly (no .gz copy, and a type the compress plugin compresses).
  await writeFile(join(client, 'index.data'), Buffer.alloc(5000, 3));
  await writeFile(join(client, 'small.data'), Buffer.alloc(500, 4));
  await writeFile(join(client, 'big.bin'), Buffer.alloc(2 * 1024 * 1024, 2));
  const manifest = {
    pages: { '/': { file: 'index.html', csp: "default-src 'none'" } },
    notFound: { file: '404/index.html', csp: "default-src 'none'" },
    assets: ['/assets/app-abc.js', '/big.bin', '/index.data', '/photo.png', '/small.data'],
  };
  app = await createServer({ clientDir: client, manifest });
  disk = await createServer({ clientDir: client, manifest, filesFromMemory: false });
});
afterAll(async () => {
  await app.close();
  await disk.close();
  await rm(client, { recursive: true, force: true });
});

function answer(response: import('light-my-request').Response) {
  const headers = { ...response.headers };
  delete headers.date;
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
}

test('every file, in every encoding, is answered from memory as from disk', async () => {
  for (const url of ['/assets/app-abc.js', '/photo.png', '/index.data', '/big.bin']) {
    for (const acceptEncoding of [
      undefined,
      'gzip',
      'br',
      'gzip, deflate, br',
      'gzip, deflate, br, zstd',
      'br;q=0.5, gzip',
      'br;q=0.1, gzip;q=0.9',
      'deflate',
      '*',
      'identity',
      'gzip;q=0, br;q=0',
      'x-gzip',
      'BR',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const fromDisk = answer(await disk.inject({ method, url, headers }));
        for (const time of ['first', 'second']) {
          const fromMemory = answer(await app.inject({ method, url, headers }));
          assert.deepEqual(
            fromMemory,
            fromDisk,
            `${method} ${url} with ${acceptEncoding}, ${time}`,
          );
        }
        assert.equal(fromDisk.status, 200);
      }
    }
  }
});

test('a file under 1 KiB without compressed copies is sent as it is (as nginx does)', async () => {
  // The one difference: from disk, @fastify/compress compressed even these, as a stream.
  const small = await app.inject({ url: '/small.data', headers: { 'accept-encoding': 'gzip' } });
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(small.headers.vary, undefined);
  assert.equal(small.rawPayload.length, 500);
});

test('an answer that depends on Accept-Encoding says so, compressed or not', async () => {
  for (const url of ['/assets/app-abc.js', '/index.data']) {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      assert.equal((await app.inject({ url, headers })).headers.vary, 'accept-encoding', url);
    }
  }
  assert.equal((await app.inject({ url: '/photo.png' })).headers.vary, undefined);
});

test('conditional and range requests are answered from disk, as before', async () => {
  const first = await app.inject({ url: '/assets/app-abc.js' });
  const etag = String(first.headers.etag);
  const unchanged = await app.inject({
    url: '/assets/app-abc.js',
    headers: { 'if-none-match': etag },
  });
  assert.equal(unchanged.statusCode, 304);
  const part = await app.inject({ url: '/assets/app-abc.js', headers: { range: 'bytes=0-9' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.rawPayload.toString(), 'console.lo');
});

test('the memory answers nothing it has not been taught', () => {
  const memory = new FileMemory();
  assert.equal(memory.answer('/a.js', {}, false), undefined);
  memory.learn('gzip', 'gzip');
  assert.equal(memory.answer('/a.js', { 'accept-encoding': 'gzip' }, true), undefined);
  assert.equal(memory.answer('/a.js', { 'accept-encoding': 'br' }, true), undefined);
});
