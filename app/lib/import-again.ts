/**
 * A module whose import failed (offline, a dropped connection), imported again. Browsers
 * keep a failed import in their module map (Chromium 150 does, as the HTML standard says),
 * so asking for the same address again fails at once without asking the server. The
 * address the failure named, where it is this site's, is asked for once more as a new one,
 * `attempt` in its query; the modules it imports are the ones already loaded.
 *
 * The failure may name another file than the one asked for (one it imports); then, as
 * where it names none, `load` is called as it is, and reports the failure again. `isWanted`
 * tells the two apart.
 */
export async function importAgain<Module>(
  failure: unknown,
  load: () => Promise<Module>,
  isWanted: (module: unknown) => module is Module,
  attempt: string,
): Promise<Module> {
  const address = String(failure instanceof Error ? failure.message : '').match(
    /https?:\/\/\S+\.js\b/,
  )?.[0];
  if (!address || new URL(address).origin !== window.location.origin) return load();
  const module: unknown = await import(
    /* @vite-ignore */ `${address}?again=${encodeURIComponent(attempt)}`
  );
  return isWanted(module) ? module : load();
}

/** A module that exports `name`, to tell the one asked for (`importAgain`'s `isWanted`). */
export function exporting<Module>(name: keyof Module & string) {
  return (module: unknown): module is Module =>
    typeof module === 'object' && module !== null && name in module;
}

/**
 * An import made once and kept; after a failure the next call imports again (`importAgain`),
 * each attempt with its own number.
 */
export function importOnce<Module>(
  load: () => Promise<Module>,
  isWanted: (module: unknown) => module is Module,
): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  let failure: unknown;
  let attempts = 0;
  return () => {
    if (loading) return loading;
    attempts += 1;
    const attempt = attempts === 1 ? load() : importAgain(failure, load, isWanted, `${attempts}`);
    loading = attempt.catch((error: unknown) => {
      failure = error;
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
