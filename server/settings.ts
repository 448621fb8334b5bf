import { isIP } from 'node:net';

/**
 * The settings that are more than a number or a name, read once at start (services.ts):
 * each refused with a message that says what it takes.
 */

/** A setting the server cannot start with: the message says which and what it takes. */
export class SettingError extends Error {}

/** nginx on this machine, unless TRUST_PROXY names others. */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1'];

/**
 * TRUST_PROXY: addresses and CIDR ranges, comma- or space-separated ("10.0.0.0/8
 * 127.0.0.1"). Anything else stops the start: a proxy left unbelieved signs nobody in
 * over HTTPS and counts every visitor as one; a mistyped range believes the wrong one.
 */
export function trustedProxies(setting: string | undefined): string[] {
  const entries = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return LOOPBACK_PROXIES;
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixValid =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !prefixValid || extra !== undefined) {
      throw new SettingError(
        `TRUST_PROXY must list the proxies' addresses or ranges, like "10.0.0.0/8 127.0.0.1"; "${entry}" is neither`,
      );
    }
  }
  return entries;
}
