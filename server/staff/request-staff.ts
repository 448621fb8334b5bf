import type { FastifyRequest } from 'fastify';
import type { Session } from '../store/sessions';
import type { StuckMail } from '../store/stuck-mail';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member: set by the staff scope's hook before any of its routes. */
    staff: (Session & { stuckMail?: StuckMail }) | null;
  }
}

/** The staff member of a request inside the scope (its hook has let only those through). */
export function staffOf(request: FastifyRequest): Session & { stuckMail?: StuckMail } {
  if (!request.staff) throw new Error(`${request.url} is served outside the staff scope`);
  return request.staff;
}
