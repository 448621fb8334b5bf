import { expect, test, vi } from 'vitest';
import { exporting, importOnce } from './import-again';

type Module = { search: () => string };
const isModule = exporting<Module>('search');
const module: Module = { search: () => 'found' };

test('an import is made once, however often and however soon it is asked for', async () => {
  const load = vi.fn(() => Promise.resolve(module));
  const importModule = importOnce(load, isModule);
  const [first, second] = await Promise.all([importModule(), importModule()]);
  expect(await importModule()).toBe(module);
  expect(first).toBe(module);
  expect(second).toBe(module);
  expect(load).toHaveBeenCalledTimes(1);
});

test('after a failure the next ask imports again, and a success is then kept', async () => {
  const load = vi
    .fn<() => Promise<Module>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(module);
  const importModule = importOnce(load, isModule);
  await expect(importModule()).rejects.toThrow('Failed to fetch');
  // The failure names no address of this site: the import is asked for as it was.
  expect(await importModule()).toBe(module);
  expect(await importModule()).toBe(module);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a module is told by the export asked for', () => {
  expect(isModule(module)).toBe(true);
  expect(isModule({ other: 1 })).toBe(false);
  expect(isModule(null)).toBe(false);
});
