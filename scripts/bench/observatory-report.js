// @ts-check
/**
 * `npm run observatory`: scores the production server's response headers by the Mozilla
 * HTTP Observatory rules (support/observatory.js) and writes docs/bench/observatory.md.
 * With NGINX_URL set (scripts/nginx-check.sh does), nginx serving the same build is scored
 * too. The browser tests require A+ of both on every run; this keeps the figure in docs/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { score } from '../../support/observatory.js';
import { startChildServer } from '../../support/child-server.js';

const PATHS = [
  '/',
  '/products/glass-shelves/toughened-glass-shelf',
  '/no-such-page',
  '/favicon.svg',
];

/** @param {string} base */
async function scoreServer(base) {
  const scored = [];
  for (const path of PATHS) {
    const response = await fetch(`${base}${path}`);
    const headers = Object.fromEntries(response.headers);
    scored.push({ path, status: response.status, ...score(headers) });
  }
  return scored;
}

const server = await startChildServer();
/** @type {[string, Awaited<ReturnType<typeof scoreServer>>][]} */
let results;
try {
  results = [['Node (`npm start`)', await scoreServer(server.url)]];
  if (process.env.NGINX_URL) {
    results.push(['nginx (generated configuration)', await scoreServer(process.env.NGINX_URL)]);
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited();
}

const home = results[0]?.[1][0];
if (!home) throw new Error('nothing scored');
const lines = [
  '# Response headers by the Mozilla HTTP Observatory rules',
  '',
  `\`npm run observatory\` on ${new Date().toISOString().slice(0, 10)}. The rules are the Observatory's published`,
  'score table (github.com/mdn/mdn-http-observatory, src/grader/charts.js, and the tests under',
  'src/analyzer/tests), implemented in support/observatory.js for the response headers:',
  'CSP, HSTS, X-Content-Type-Options, X-Frame-Options or frame-ancestors, Referrer-Policy,',
  'Cross-Origin-Resource-Policy (Cross-Origin-Opener-Policy is reported; it carries no score),',
  'cookies and CORS. Redirection to HTTPS and the HSTS preload list need the public host and',
  'its certificate, so the score assumes the site is served over HTTPS (see docs/operating.md).',
  '',
  '| server | path | status | score | grade |',
  '| --- | --- | --- | --- | --- |',
  ...results.flatMap(([name, scored]) =>
    scored.map(
      ({ path, status, score: points, grade }) =>
        `| ${name} | \`${path}\` | ${status} | ${points} | ${grade} |`,
    ),
  ),
  '',
  `How \`/\` scores (${home.score}, ${home.grade}): 100, plus the bonuses, which count because no rule takes`,
  'anything away.',
  '',
  '| test | result | modifier |',
  '| --- | --- | --- |',
  ...home.rules.map(
    ({ test, result, modifier }) =>
      `| ${test} | ${result} | ${modifier > 0 ? '+' : ''}${modifier} |`,
  ),
  '',
  'tests/e2e/server.spec.ts requires A+ (100 or more) on every run, against `npm start` in the',
  'test command and against nginx in scripts/nginx-check.sh.',
  '',
];
const dir = join(projectRoot, 'docs/bench');
await mkdir(dir, { recursive: true });
await writeFile(join(dir, 'observatory.md'), lines.join('\n'));
for (const [name, scored] of results) {
  console.log(
    `${name}: ${scored.map(({ path, score: points, grade }) => `${path} ${points} ${grade}`).join(', ')}`,
  );
}
console.log('Wrote docs/bench/observatory.md');
