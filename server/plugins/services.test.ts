import Fastify from 'fastify';
import { expect, test } from 'vitest';
import type { QuoteLinks } from '../auth/links';
import type { Store } from '../store/connect';
import { room, routeServices, type RouteServices } from './services';

const services = (): RouteServices => ({
  store: { kind: 'sqlite' } as Store,
  links: {} as QuoteLinks,
  clock: () => new Date('2026-11-28T10:00:00Z'),
  mail: { state: 'not-configured', wake: () => {} },
  renders: { threads: 1, queue: 1 },
  enquiryRate: { max: 5, timeWindow: 600_000 },
});

const probe = room('probe', async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-room', 'probe');
    return payload;
  });
  app.get('/probe', async () => ({ store: app.store.kind, now: app.clock().toISOString() }));
});

test('a room reads the services decorated on the instance, and keeps its hooks to itself', async () => {
  const app = Fastify();
  await app.register(routeServices, services());
  await app.register(probe);
  app.get('/outside', async () => 'outside');

  const inside = await app.inject('/probe');
  expect(inside.json()).toEqual({ store: 'sqlite', now: '2026-11-28T10:00:00.000Z' });
  expect(inside.headers['x-room']).toBe('probe');
  // The room is its own scope: its hook does not reach the routes beside it.
  expect((await app.inject('/outside')).headers['x-room']).toBeUndefined();
  await app.close();
});

test('a room registered without the services fails at start, naming what it needs', async () => {
  const app = Fastify();
  void app.register(probe);
  await expect(app.ready()).rejects.toThrow(/route-services/);
  await app.close().catch(() => {});
});
