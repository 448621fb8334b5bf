// @ts-check
/**
 * The deployment check's walk through the deployed site (scripts/deploy-check.sh), over
 * HTTPS through nginx as a visitor's browser would, with the self-signed certificate
 * trusted through NODE_EXTRA_CA_CERTS (no check is turned off):
 *
 * `node scripts/deploy-smoke.js walk <https-url> <http-url> <release> <enquiry.json>`:
 *   /readyz; plain HTTP sent to HTTPS and certbot's challenge served; the home page with
 *   HSTS and the release's own Content-Security-Policy (so nginx serves that release's
 *   configuration); a product page; /cart; an enquiry sent, its confirmation read, and
 *   what identifies it written to <enquiry.json>.
 * `node scripts/deploy-smoke.js check <https-url> <release> <enquiry.json>`:
 *   after an upgrade: /readyz, the home page with the new release's policy, a product
 *   page, /cart, and the enquiry sent before it, still there.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`deploy-smoke: ${message}`);
  process.exit(1);
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @param {number} [status]
 */
async function ask(url, init = {}, status = 200) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  if (response.status !== status) {
    fail(`${init.method ?? 'GET'} ${url} answered ${response.status}, not ${status}`);
  }
  console.log(`deploy-smoke: ${init.method ?? 'GET'} ${url} ${response.status}`);
  return response;
}

/** @param {string} release */
function manifest(release) {
  /** @type {{ pages: Record<string, { csp: string }> }} */
  const read = JSON.parse(readFileSync(join(release, 'build', 'server-manifest.json'), 'utf8'));
  return read;
}

/** The pages every walk reads, and whether nginx serves this release's configuration. */
async function pages(/** @type {string} */ site, /** @type {string} */ release) {
  const ready = await ask(`${site}/readyz`);
  if (!(/** @type {{ status?: string }} */ (await ready.json()).status === 'ready')) {
    fail('/readyz does not say ready');
  }
  const { pages: built } = manifest(release);
  const home = await ask(`${site}/`);
  if (!/max-age=\d+/.test(home.headers.get('strict-transport-security') ?? '')) {
    fail('the home page over HTTPS has no strict-transport-security');
  }
  if (home.headers.get('content-security-policy') !== built['/']?.csp) {
    fail("the home page's Content-Security-Policy is not the release's: nginx serves another");
  }
  if (!(await home.text()).includes('Clydeside Shopfitters')) fail('the home page is not the shop');
  const product = Object.keys(built).find((path) => /^\/products\/[^/]+\/[^/]+$/.test(path));
  if (!product) fail('the release has no product page');
  await ask(`${site}${product}`);
  await ask(`${site}/cart`);
}

const [what, site = '', ...rest] = process.argv.slice(2);
if (what === 'walk') {
  const [plain = '', release = '', file = ''] = rest;
  const redirect = await ask(`${plain}/products?from=http`, {}, 301);
  if (redirect.headers.get('location') !== `${site}/products?from=http`) {
    fail(`plain HTTP went to ${redirect.headers.get('location')}, not ${site}/products?from=http`);
  }
  const challenge = await ask(`${plain}/.well-known/acme-challenge/deploy-check`);
  if ((await challenge.text()).trim() !== 'deploy-check') fail("certbot's challenge is not served");
  await pages(site, release);
  const sent = await ask(
    `${site}/api/enquiries`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({
        kind: 'contact',
        name: 'Morag Campbell',
        email: 'morag@example.co.uk',
        phone: '0141 496 0000',
        subject: 'general',
        message: 'Sent before the upgrade: is it still here after?',
        website: '',
        idempotencyKey: randomUUID(),
      }),
    },
    201,
  );
  const enquiry = /** @type {{ reference: string; confirmationUrl: string }} */ (await sent.json());
  const confirmation = await ask(`${site}${enquiry.confirmationUrl}`);
  if (!(await confirmation.text()).includes(enquiry.reference)) {
    fail(`the confirmation does not name ${enquiry.reference}`);
  }
  writeFileSync(file, JSON.stringify(enquiry));
  console.log(`deploy-smoke: enquiry ${enquiry.reference} sent`);
} else if (what === 'check') {
  const [release = '', file = ''] = rest;
  await pages(site, release);
  const enquiry = /** @type {{ reference: string; confirmationUrl: string }} */ (
    JSON.parse(readFileSync(file, 'utf8'))
  );
  const confirmation = await ask(`${site}${enquiry.confirmationUrl}`);
  if (!(await confirmation.text()).includes(enquiry.reference)) {
    fail(`enquiry ${enquiry.reference} is gone`);
  }
  console.log(`deploy-smoke: enquiry ${enquiry.reference} is still there`);
} else {
  fail(
    'usage: node scripts/deploy-smoke.js walk <https> <http> <release> <file> | check <https> <release> <file>',
  );
}
