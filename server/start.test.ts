/**
 * The production server under faults: a shutdown under load, a port already taken, a
 * build that is missing, partial or cannot be made. Each test runs scripts/start.js (what
 * `npm start` runs) in a sandbox: a temporary directory with a copy of scripts/, this
 * project's node_modules, a package.json whose build script the test chooses, and a small
 * build of its own, so the project's real build/ is never touched.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { projectRoot } from './paths';
import { freePort, startChildServer } from '../support/child-server.js';

const BIG_FILE_BYTES = 16 * 1024 * 1024;
const sandboxes: string[] = [];
afterAll(() => Promise.all(sandboxes.map((dir) => rm(dir, { recursive: true, force: true }))));

/** * A small but whole build: two pages, the not-found page, a script and a large file. */
async function writeBuild(root: string) {
  const client = join(root, 'build/client');
  await mkdir(join(client, 'about'), { recursive: true });
  await mkdir(join(client, '404'), { recursive: true });
  await mkdir(join(client, 'assets'), { recursive: true });
  const html = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><main>${title} ${'x'.repeat(2000)}</main></body></html>`;
  await writeFile(join(client, 'index.html'), html('Home'));
  await writeFile(join(client, 'about/index.html'), html('About'));
  await writeFile(join(client, '404/index.html'), html('Home'));
  await writeFile(join(client, 'assets/app-abc123.js'), 'console.log("app");\n');
  await writeFile(join(client, 'big.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));
  const page = (file: string) => ({ file, csp: "default-src 'none'" });
  const manifest = {
    pages: { '/': page('index.html'), '/about': page('about/index.html') },
    notFound: page('404/index.html'),
    assets: ['/assets/app-abc123.js', '/big.bin'],
  };
  // The server itself, as the project's build compiled it (build/server/).
  await cp(join(projectRoot, 'build/server'), join(root, 'build/server'), { recursive: true });
  const manifestFile = join(root, 'build/server-manifest.json');
  await writeFile(manifestFile, JSON.stringify(manifest));
  // Newer than the sandbox's sources, so start.js takes the build as fresh.
  const later = new Date(Date.now() + 60_000);
  await utimes(manifestFile, later, later);
}

/**
 * ]
 * @returns {Promise<string>} the sandbox directory
 */
async function sandbox({ build = 'whole', buildScript = 'node -e "process.exit(1)"' } = {}) {
  const root = await mkdtemp(join(tmpdir(), 'storefront-faults-'));
  sandboxes.push(root);
  await cp(join(projectRoot, 'scripts'), join(root, 'scripts'), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  await writeFile(
    join(root, 'package.json'),
    JSON.stringify({
      name: 'sandbox',
      private: true,
      type: 'module',
      scripts: { build: buildScript },
    }),
  );
  if (build === 'whole') await writeBuild(root);
  return root;
}

/** Runs scripts/start.js in the sandbox until it exits (or 60 s pass). */
function runToExit(root: string, port: number) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/start.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const errorLines = result.stderr.trim().split('\n');
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    lastError: errorLines.at(-1) ?? '',
  };
}

/** Whether anything accepts connections on the port. */
async function listening(port: number) {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

/**
 * A GET, on a connection of its own, that can read its body slowly so that it is still in
 * flight when the server is told to stop (`pauseMs` between chunks). A failure says
 * whether the answer had begun.
 */
function get(url: string, pauseMs = 0) {
  return new Promise<{ status: number | undefined; bytes: number; complete: boolean }>(
    (resolve, reject) => {
      let answered = false;
      const fail = (error: Error) => reject(Object.assign(error, { answered }));
      const outgoing = request(url, { agent: false }, (response) => {
        answered = true;
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (pauseMs > 0) {
            response.pause();
            setTimeout(() => response.resume(), pauseMs);
          }
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, bytes, complete: response.complete }),
        );
        response.on('error', fail);
      });
      outgoing.on('error', fail);
      outgoing.end();
    },
  );
}

test('on SIGTERM under load it finishes the requests in flight, then exits 0', async () => {
  const root = await sandbox();
  const server = await startChildServer({ root, timeoutMs: 30_000 });
  const exited = server.exited();

  // A steady load of pages, files and unknown paths from 50 clients.
  let signalled = false;
  let exitedYet = false;
  let completed = 0;
  let completedAcrossSignal = 0;
  const dropped: unknown[] = [];
  let refusedAfterSignal = 0;
  const paths = ['/', '/about', '/assets/app-abc123.js', '/no-such-page'];
  const load = Array.from({ length: 50 }, async (_, client) => {
    for (let i = 0; !exitedYet; i += 1) {
      const sentBeforeSignal = !signalled;
      try {
        const { status, complete } = await get(`${server.url}${paths[(client + i) % 4]}`);
        if (status === 503 && signalled && complete) {
          // Arrived once the shutdown had begun: told so, with Connection: close.
          refusedAfterSignal += 1;
          continue;
        }
        if (![200, 404].includes(status ?? 0) || !complete) dropped.push(`status ${status}`);
        completed += 1;
        if (sentBeforeSignal && signalled) completedAcrossSignal += 1;
      } catch (error) {
        // Once the server stops listening, a connection it never read from is refused or
        // reset. An answer that began and broke off, or any failure before the signal,
        // is a request the server dropped.
        if (signalled && !(error as { answered?: boolean }).answered) {
          refusedAfterSignal += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else {
          dropped.push(error);
        }
      }
    }
  });

  // Once the load is under way (on a busy machine that takes longer than the usual half
  // second), slow downloads of a 16 MiB file, under way when the signal comes.
  const deadline = Date.now() + 20_000;
  while (completed <= 50 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const slow = Array.from({ length: 4 }, () => get(`${server.url}/big.bin`, 5));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const completedBeforeSignal = completed;
  signalled = true;
  server.child.kill('SIGTERM');
  const exitCode = await exited;
  exitedYet = true;
  await Promise.all(load);
  const downloads = await Promise.all(slow);

  assert.equal(exitCode, 0, server.output());
  assert.ok(completedBeforeSignal > 50, `only ${completedBeforeSignal} requests before the signal`);
  assert.deepEqual(dropped, []);
  for (const download of downloads) {
    assert.deepEqual(download, { status: 200, bytes: BIG_FILE_BYTES, complete: true });
  }
  console.log(
    `${completedBeforeSignal} answered before SIGTERM, ${completedAcrossSignal} sent before and answered after it, ` +
      `4 downloads of 16 MiB finished, ${refusedAfterSignal} later requests refused (503 or no connection) once it began to stop`,
  );
});

test('a port already taken: one clear line and exit 1', async () => {
  const root = await sandbox();
  const blocker = createNetServer();
  blocker.listen(0, '127.0.0.1');
  await once(blocker, 'listening');
  const address = blocker.address();
  assert.ok(address && typeof address === 'object');
  try {
    const { status, stderr } = runToExit(root, address.port);
    assert.equal(status, 1);
    assert.equal(
      stderr,
      `error: port ${address.port} on 127.0.0.1 is already in use; set PORT to a free port\n`,
    );
  } finally {
    blocker.close();
  }
});

test('no build, and the build fails: one clear line, exit 1, nothing served', async () => {
  const root = await sandbox({ build: 'none' });
  const port = await freePort();
  const { status, stdout, lastError } = runToExit(root, port);
  assert.equal(status, 1);
  assert.match(stdout, /No build yet: building/);
  assert.equal(
    lastError,
    'error: the build is missing or incomplete and could not be made (see `npm run build` above)',
  );
  assert.equal(await listening(port), false);
});

test('a build that stops before its manifest is never served', async () => {
  // The build script writes the pages, then dies before the manifest (written last).
  const root = await sandbox({
    build: 'none',
    buildScript:
      "node -e \"const fs = require('fs'); fs.mkdirSync('build/client', { recursive: true }); fs.writeFileSync('build/client/index.html', '<p>half</p>'); process.exit(0)\"",
  });
  const port = await freePort();
  const { status, lastError } = runToExit(root, port);
  assert.equal(status, 1);
  assert.match(lastError, /^error: the build is missing or incomplete/);
  assert.equal(await listening(port), false);
});

test('a manifest whose files are gone (a build half-overwritten) is never served', async () => {
  const root = await sandbox();
  await rm(join(root, 'build/client/assets/app-abc123.js'));
  const port = await freePort();
  const { status, stdout, lastError } = runToExit(root, port);
  assert.equal(status, 1);
  assert.match(stdout, /The build is incomplete: building/);
  assert.match(lastError, /^error: the build is missing or incomplete/);
  assert.equal(await listening(port), false);
});

test('the build writes its manifest last, and none at all for a build without its 404 page', async () => {
  const root = await sandbox({ build: 'none' });
  await cp(join(projectRoot, 'deploy'), join(root, 'deploy'), { recursive: true });
  await writeBuild(root);
  await rm(join(root, 'build/server-manifest.json'));

  const run = () =>
    spawnSync(process.execPath, [join(root, 'scripts/postbuild.js')], {
      cwd: root,
      encoding: 'utf8',
    });
  const built = run();
  assert.equal(built.status, 0, built.stderr);
  const manifestTime = (await stat(join(root, 'build/server-manifest.json'))).mtimeMs;
  const files = await readdir(join(root, 'build'), { recursive: true, withFileTypes: true });
  for (const file of files.filter((entry) => entry.isFile())) {
    const time = (await stat(join(file.parentPath, file.name))).mtimeMs;
    assert.ok(time <= manifestTime, `${file.name} was written after the manifest`);
  }
  assert.ok(
    files.some((entry) => entry.name === 'storefront.conf'),
    'no nginx configuration',
  );

  await rm(join(root, 'build/client/404'), { recursive: true });
  const broken = run();
  assert.notEqual(broken.status, 0);
  const left = await readdir(join(root, 'build'));
  assert.ok(!left.includes('server-manifest.json'), 'a manifest for a build without a 404 page');
});

test('a server that cannot start says why, a line for each wrong setting, and exits 1', async () => {
  const root = await sandbox();
  const start = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [join(root, 'scripts/start.js')], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  const port = start({ PORT: 'eighty' });
  assert.equal(port.status, 1);
  assert.equal(
    port.stderr,
    'error: PORT must be a whole number from 0 to 65535 (0: any free port); "eighty" is not\n',
  );
  const several = start({ PORT: '70000', LOG_LEVEL: 'loud', SMTP_URL: 'mail.example.test' });
  assert.equal(several.status, 1);
  assert.equal(
    several.stderr,
    [
      'error: PORT must be a whole number from 0 to 65535 (0: any free port); "70000" is not',
      'error: SMTP_URL must be a mail server\u2019s address, like "smtp://user:pass@host:587"; the value given is not',
      'error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; "loud" is not',
      '',
    ].join('\n'),
  );
});
