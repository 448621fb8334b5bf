/**
 * The site a server test opens on each store the server supports: one throwaway PostgreSQL
 * for the file, and for each describe a site on SQLite or on a PostgreSQL database of its
 * own, with the test's clock and, when asked, a real SMTP server. The hooks are registered where the
 * helper is called, so the file's and the describe's set-up read as one line each.
 */
import { afterAll, beforeAll } from 'vitest';
import { startPostgres } from './postgres.js';
import { startSmtp } from './smtp.js';
import { startSite } from './site';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export interface Postgres {
  /** No URL for SQLite (the embedded file); for PostgreSQL a new database of that name. */
  databaseUrl(storeKind: StoreKind, name: string): Promise<string | undefined>;
}

/** One PostgreSQL cluster for the whole file, started before its tests and killed after. */
export function withPostgres(): Postgres {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.kill());
  return {
    async databaseUrl(storeKind, name) {
      if (storeKind === 'sqlite') return undefined;
      return opened(postgres, 'PostgreSQL').createDatabase(name);
    },
  };
}

type SiteOptions = NonNullable<Parameters<typeof startSite>[0]>;

/**
 * The site the describe's tests share, with an SMTP server of its own when `mail` is asked
 * for, opened before them and closed after. Read its parts inside a test: they exist only
 * once the hook has run.
 */
export function withSite(
  postgres: Postgres,
  storeKind: StoreKind,
  databaseName: string,
  { env = {}, clock, mail = false }: Pick<SiteOptions, 'env' | 'clock'> & { mail?: boolean },
) {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  let options: SiteOptions | undefined;
  beforeAll(async () => {
    if (mail) smtp = await startSmtp();
    const databaseUrl = await postgres.databaseUrl(storeKind, databaseName);
    options = { databaseUrl, smtpUrl: smtp?.url, env, ...(clock ? { clock } : {}) };
    site = await startSite(options);
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });
  return {
    get app() {
      return opened(site, 'the site').app;
    },
    get store() {
      return opened(site, 'the site').store;
    },
    get smtp() {
      return opened(smtp, 'the SMTP server');
    },
    /** A second instance of the server on the same database and mail server. */
    another: () => startSite(opened(options, 'the site')),
  };
}

function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not open yet: read it inside a test`);
  return value;
}
