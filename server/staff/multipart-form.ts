import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Forms that carry a file (the bank statement), read whole as the platform reads them
 * (undici's FormData parser, in Node itself: no dependency, docs/decisions/036). The parser
 * runs while the body is read, before the signed-in scope's CSRF check, so that check sees
 * `_csrf` as it does in a plain form; a file arrives as its text under its field's name.
 * A field sent more than once (ticked boxes) is a list.
 */
export type FormFields = Record<string, string | string[]>;

export function acceptFileForms(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    async (request: FastifyRequest, body: Buffer) => {
      const type = String(request.headers['content-type'] ?? '');
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': type },
        }).formData();
      } catch {
        throw Object.assign(new Error('The form could not be read.'), { statusCode: 400 });
      }
      const fields: FormFields = {};
      for (const [name, entry] of form) {
        const value = typeof entry === 'string' ? entry : await entry.text();
        const earlier = fields[name];
        fields[name] =
          earlier === undefined
            ? value
            : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
      }
      return fields;
    },
  );
}

/** Every value of a field sent once or more (ticked boxes); text values only. */
export function fieldList(body: unknown, name: string): string[] {
  const value: unknown =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string');
}
