import { acceptRefusal, type CustomerQuote, type Refusal } from '../store/customer-answers';
import type { AnswerKind } from './answer-form';

/**
 * Why an answer to version `version` cannot be taken now, before its words are judged:
 * an answer that comes too late is told so, not asked to fix its fields. Acceptance has
 * the store's own rule; changes and a decline answer only the latest version (a decline
 * sent twice is one decline); a withdrawn quote takes no decline, and changes to a
 * declined or withdrawn one are a new quote asked for (customer-answers.ts).
 */
export function answerRefusal(
  kind: AnswerKind,
  found: CustomerQuote,
  version: number,
  now: Date,
): Refusal | undefined {
  if (kind === 'accept') return acceptRefusal(found, version, now);
  const { state } = found.quote;
  if (state === 'accepted') return 'accepted';
  if (version !== found.latest.version) return 'superseded';
  if (kind === 'decline' && state === 'withdrawn') return 'withdrawn';
  return undefined;
}
