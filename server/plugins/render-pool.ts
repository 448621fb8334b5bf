import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';

/**
 * Heavy renders (a quote's PDF: seconds of CPU for a long one) in worker threads, so the
 * server's own thread goes on answering every other request meanwhile (issue 36). At most
 * `threads` at once and `queue` more waiting; past that a render is refused at once
 * (RenderPoolFull, answered 503 with Retry-After) rather than queued behind minutes of work.
 * Each render has a deadline: one that passes it is stopped and its thread replaced.
 *   RENDER_THREADS  renders at once (default: the cores less one, at least 1)
 *   RENDER_QUEUE    renders waiting for a thread (default 8)
 * (both read with the other settings: settings.ts).
 */
export interface RenderPoolSettings {
  threads: number;
  queue: number;
}

/** A render may wait and run this long before it is stopped. */
export const RENDER_DEADLINE_MS = 120_000;
/** What a refused render tells the browser: ask again then. */
export const RETRY_AFTER_SECONDS = 30;
/** How much lower a render thread's priority is than the server's (Unix nice steps). */
const RENDER_NICE = 5;
/** A thread left idle this long ends (react-pdf holds some 60 MB); the next render starts one. */
const IDLE_MS = 5 * 60_000;

/** Every thread is busy and the queue is full. */
export class RenderPoolFull extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super('every render thread is busy and the render queue is full');
    this.name = 'RenderPoolFull';
  }
}

export interface RenderPool {
  /** Runs the worker's export `task` on `input`; rejects at once with RenderPoolFull. */
  run<Result>(task: string, input: unknown): Promise<Result>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderPool: RenderPool;
  }
}

/**
 * The pool, for the routes of the scope that registers it, as `app.renderPool`. `worker`
 * is the file each thread loads (its exports are the tasks); threads start with the first
 * render and end when the app closes.
 */
export const renderPoolPlugin = fp<RenderPoolSettings & { worker: string }>(
  async (app, { threads, queue, worker }) => {
    const pool = openRenderPool({ threads, queue, worker, log: app.log });
    app.decorate('renderPool', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'render-pool' },
);

export function openRenderPool({
  threads,
  queue,
  worker,
  log,
}: RenderPoolSettings & { worker: string; log: FastifyBaseLogger }): RenderPool & {
  close(): Promise<void>;
} {
  const piscina = new Piscina({
    filename: worker,
    minThreads: 0,
    maxThreads: threads,
    // Admission is counted below, exactly; the pool itself never refuses.
    maxQueue: Number.POSITIVE_INFINITY,
    idleTimeout: IDLE_MS,
    // Below the server's own thread in the scheduler's eyes: when a core is short, answering
    // requests goes first and a render waits (Linux nice applies to the thread).
    niceIncrement: RENDER_NICE,
  });
  // A thread that fails to start fails its render, which says so; nothing more to do here.
  piscina.on('error', (error: unknown) => log.error({ err: error }, 'A render thread failed'));
  let admitted = 0;
  return {
    async run<Result>(task: string, input: unknown) {
      if (admitted >= threads + queue) throw new RenderPoolFull();
      admitted += 1;
      try {
        return (await piscina.run(input, {
          name: task,
          signal: AbortSignal.timeout(RENDER_DEADLINE_MS),
        })) as Result;
      } finally {
        admitted -= 1;
      }
    },
    close: () => piscina.destroy(),
  };
}
