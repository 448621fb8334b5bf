import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../../support/child-server.js';
import { startSmtp } from '../../../support/smtp.js';
import { openStore, type Store } from '../../../server/store/connect';
import { mailText } from '../../../support/mail-text';
import { test as base } from './quotes';

/**
 * A production server of the journey's own (`npm start`'s script, on a store of its own)
 * pointed at a real SMTP server the test holds, as quote-send.spec.ts starts one: what the
 * site e-mails is read back from the messages that server took. One per worker; `baseURL`
 * is its address, so every page and every `party` browser talks to it.
 */
export interface MailSite {
  url: string;
  dataDir: string;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The store the server reads, open in this process. */
  store: Store;
}

export const test = base.extend<object, { mailSite: MailSite }>({
  mailSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
    async ({}, provide) => {
      const smtp = await startSmtp();
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-mail-'));
      const server = await startChildServer({
        env: { DATA_DIR: dataDir, SMTP_URL: smtp.url },
        keepOutput: false,
      });
      const store = await openStore({ dataDir });
      try {
        await provide({ url: server.url, dataDir, smtp, store });
      } finally {
        await store.close();
        server.child.kill('SIGTERM');
        await server.exited();
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ mailSite }, provide) => provide(mailSite.url),
});

/** Every message the SMTP server took for `address`, oldest first, as text. */
export function mailTo(mailSite: MailSite, address: string) {
  return mailSite.smtp.received
    .filter((message) => message.to.includes(address))
    .map((message) => mailText(message.raw));
}
