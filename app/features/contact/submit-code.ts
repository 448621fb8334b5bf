/**
 * The forms' code that runs only once a form is used (on-submit.ts: the checks, the send
 * and the thanks), loaded on the visitor's first focus, press or answer in a form, and
 * awaited by the form's action before it checks anything. Every outcome that needs it
 * (errors, the thanks) comes from an action that has it, so what renders them can take
 * it as loaded.
 */
import { exporting, importOnce } from '../../lib/import-again';

type SubmitCode = typeof import('./on-submit');

export type FormName = keyof SubmitCode['schemas'];

export const ENQUIRY_ENDPOINT = '/api/enquiries';

/** Offline, or the server out of reach: said of a send, and of the code for one. */
export const UNREACHABLE =
  'We could not reach our server: check your connection and send it again. Nothing you typed has been lost.';

let loaded: SubmitCode | undefined;
const importSubmitCode = importOnce(() => import('./on-submit'), exporting<SubmitCode>('schemas'));

/**
 * The code, loaded once; a load that failed (offline) is tried again on the next call, from
 * the server (app/lib/import-again.ts).
 */
export async function loadSubmitCode(): Promise<SubmitCode> {
  loaded = await importSubmitCode();
  return loaded;
}

/** Starts loading the code ahead of a submit; a failure waits for the submit to report it. */
export function preloadSubmitCode() {
  loadSubmitCode().catch(() => {});
}

/** The code if it has loaded. */
export function submitCode(): SubmitCode | undefined {
  return loaded;
}

/** The code where it must have loaded: what renders a sent form's thanks. */
export function loadedSubmitCode(): SubmitCode {
  if (!loaded) throw new Error('A form showed its outcome before its code had loaded');
  return loaded;
}
