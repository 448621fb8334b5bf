import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from './settings';

/**
 * What the server writes to its log: JSON lines from pino (Fastify's own logger), one per
 * request and one per event worth an operator's eye (start, shutdown, migrations, an email
 * that failed and later went). Never personal data: a request is logged by its route
 * pattern ("/quotes/:token"), never its path, so no token, reference or search is written;
 * a visitor's address only shortened to its network (IPv4 /24, IPv6 /48); no header,
 * cookie or body at all.
 */
/** The logger at `level` (LOG_LEVEL, read with the other settings: settings.ts). */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    // The serializers below never write these; redaction is the second wall. Any logged
    // object's cookie or authorization is dropped by `withoutSecrets`, which costs a request
    // line nothing, where pino's wildcard paths ('*.cookie') ran its redactor over every field
    // of every line and every request's bindings (4 µs a request, half a line's cost). The
    // only child loggers are Fastify's, bound to the request id.
    redact: {
      paths: ['req.headers', 'req.url', 'req.body', 'res.headers'],
      remove: true,
    },
    formatters: { log: withoutSecrets },
    serializers: {
      err: errorFacts,
      req: requestFacts,
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
    },
  };
}

const SECRET_FIELDS = ['cookie', 'authorization'];
const LEVEL_INFO = pino.levels.values.info ?? 30;
const LEVEL_ERROR = pino.levels.values.error ?? 50;

/**
 * A line's fields with any cookie or authorization dropped from the objects among them (what
 * redaction's '*.cookie' and '*.authorization' removed). A request line, all plain values,
 * is returned as it is.
 */
export function withoutSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  let kept = fields;
  for (const key in fields) {
    const value = fields[key];
    if (typeof value !== 'object' || value === null) continue;
    if (!SECRET_FIELDS.some((field) => Object.hasOwn(value, field))) continue;
    const cleaned: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of SECRET_FIELDS) delete cleaned[field];
    if (kept === fields) kept = { ...fields };
    kept[key] = cleaned;
  }
  return kept;
}

/**
 * Where the server writes its log: standard output, in writes of 4 KB or more rather than
 * one per line, and at least once a second, so the log costs each request a share of a
 * system call and the collector reading it (journald, a container runtime) wakes a twentieth
 * as often. Written without blocking requests; what is buffered is written out when the
 * process exits, crash included (pino flushes it synchronously then).
 */
export function logDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
}

/**
 * An error as the log may hold it: its kind, code, words and stack, but none of the other
 * fields a driver adds (PostgreSQL's `detail` quotes the row's values).
 */
export function errorFacts(error: unknown) {
  if (!(error instanceof Error)) return { message: withoutAddresses(String(error)) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    message: withoutAddresses(error.message),
    stack: withoutAddresses(error.stack ?? ''),
  };
}

/** A request as the log may name it: method, route pattern and shortened address. */
export function requestFacts(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? 'unmatched',
    address: shortAddress(request.ip),
  };
}

/** 203.0.113.77 -> 203.0.113.0/24; 2001:db8:1:2::7 -> 2001:db8:1::/48. */
export function shortAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(mapped);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!mapped.includes(':')) return 'unknown';
  const [head = '', tail = ''] = mapped.split('::');
  const groups = head ? head.split(':') : [];
  const fill = 8 - groups.length - (tail ? tail.split(':').length : 0);
  const all = [
    ...groups,
    ...Array<string>(Math.max(0, fill)).fill('0'),
    ...(tail ? tail.split(':') : []),
  ];
  return `${all
    .slice(0, 3)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/48`;
}

/** An error's words without the email addresses a mail server puts in them. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');
}

/**
 * Fastify's request lines, as this server writes them: nothing when a request arrives, and
 * one line when it is answered, by route pattern (never the path, which may hold a token),
 * with its status and time; errors keep Fastify's own lines, with their stack.
 */
export class RequestLines extends LogController {
  /** Quiet while the server asks itself for its files at start (server/site/routes.ts). */
  quiet = true;

  override isLogDisabled() {
    return this.quiet;
  }

  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.quiet) return;
    // At LOG_LEVEL=silent (or warn) the line is not written: nothing to put in it.
    const threshold = pino.levels.values[reply.log.level] ?? Number.POSITIVE_INFINITY;
    if (threshold > (error ? LEVEL_ERROR : LEVEL_INFO)) return;
    const facts = {
      ...requestFacts(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...facts, err: error }, 'request errored');
    else reply.log.info(facts, 'request');
  }
}
