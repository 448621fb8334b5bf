import { expect, test } from 'vitest';
import { longestEvents } from './blocking-time.js';

/** A trace event from `ts` for `dur` microseconds. */
function event(name: string, ts: number, dur: number, url?: string) {
  return { name, ts, dur, ...(url ? { args: { data: { url } } } : {}) };
}

test('each kind of event is counted by its own time, without the events nested in it', () => {
  const events = [
    event('DocumentLoader::CommitNavigation', 0, 40_000),
    event('LocalWindowProxy::Initialize', 1_000, 20_000),
    event('V8.DeserializeContext', 2_000, 5_000),
    event('ParseHTML', 30_000, 8_000),
  ];
  expect(longestEvents(events)).toEqual([
    { name: 'LocalWindowProxy::Initialize', ms: 15 },
    { name: 'DocumentLoader::CommitNavigation', ms: 12 },
    { name: 'ParseHTML', ms: 8 },
  ]);
});

test('an event nested in one of its own name is not counted twice', () => {
  const events = [event('Layout', 0, 10_000), event('Layout', 1_000, 4_000)];
  expect(longestEvents(events)).toEqual([{ name: 'Layout', ms: 10 }]);
});

test('script events are named with their script, without the origin', () => {
  const events = [
    event('FunctionCall', 0, 3_000, 'http://127.0.0.1:4310/assets/start-abc.js'),
    event('FunctionCall', 5_000, 1_000, 'http://127.0.0.1:4310/assets/hydrate-def.js'),
    event('FunctionCall', 7_000, 1_000, 'http://127.0.0.1:4310/assets/start-abc.js'),
  ];
  expect(longestEvents(events)).toEqual([
    { name: 'FunctionCall /assets/start-abc.js', ms: 4 },
    { name: 'FunctionCall /assets/hydrate-def.js', ms: 1 },
  ]);
});

test('only the three longest kinds name a task, and instant events are left out', () => {
  const events = [
    event('A', 0, 1_000),
    event('B', 2_000, 4_000),
    event('C', 7_000, 3_000),
    event('D', 11_000, 2_000),
    event('E', 14_000, 0),
  ];
  expect(longestEvents(events).map(({ name }) => name)).toEqual(['B', 'C', 'D']);
});
