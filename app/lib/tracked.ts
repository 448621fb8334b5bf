import type { ReactPromise } from 'react';

/**
 * The promise itself, made to carry its outcome as `status` and `value` (or `reason`), the
 * fields React's `use` reads: once settled, `use` returns (or throws) at once instead of
 * suspending for a tick.
 */
export function tracked<T>(promise: Promise<T>): ReactPromise<T> {
  const carrying: ReactPromise<T> = promise;
  // Block bodies: returning the promise itself would make the `then` adopt a failure, and
  // the browser report it as unhandled besides what the page shows of it.
  carrying.then(
    (value) => {
      Object.assign(carrying, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(carrying, { status: 'rejected', reason });
    },
  );
  return carrying;
}
