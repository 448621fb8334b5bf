/** What the server answered, in the words the form shows. */
export type SendResult =
  | { kind: 'sent'; reference: string; confirmationUrl: string }
  | { kind: 'invalid'; errors: Partial<Record<string, string>> }
  | { kind: 'failed'; message: string }
  /** Offline, or the server out of reach: the form says so in its own words (UNREACHABLE). */
  | { kind: 'unreachable' };

type Answer = {
  reference?: unknown;
  confirmationUrl?: unknown;
  errors?: unknown;
  message?: unknown;
};

/**
 * Sends one enquiry as JSON. Every way it can fail (offline, the server down or busy,
 * too many messages) comes back as words for the visitor (offline as `unreachable`, which
 * the form words as it words a failure to load its checks), never as an exception, so the
 * form can keep what was typed and offer to send again.
 */
export async function sendEnquiry(
  /** The form's own address (ENQUIRY_ENDPOINT), where a post without JavaScript goes too. */
  address: string,
  body: Record<string, unknown>,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (
    response.status === 201 &&
    typeof answer.reference === 'string' &&
    typeof answer.confirmationUrl === 'string'
  ) {
    return {
      kind: 'sent',
      reference: answer.reference,
      confirmationUrl: answer.confirmationUrl,
    };
  }
  if (response.status === 400 && answer.errors && typeof answer.errors === 'object') {
    return { kind: 'invalid', errors: answer.errors as Partial<Record<string, string>> };
  }
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after'));
    const minutes = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait / 60) : 10;
    return {
      kind: 'failed',
      message: `We have had several messages from your connection in a short time. Please send it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us. Nothing you typed has been lost.`,
    };
  }
  // Refused for what it is, not for the moment: a post the server takes for another site's
  // (403), or a key it already holds with other words (409). The same again would be
  // refused again, so the visitor gets the server's reason and another way to reach us.
  if ((response.status === 403 || response.status === 409) && typeof answer.message === 'string') {
    return {
      kind: 'failed',
      message: `${answer.message} Please call or email us instead. Nothing you typed has been lost.`,
    };
  }
  return {
    kind: 'failed',
    message:
      'Our server could not take your message just now. Please send it again in a moment, or call us. Nothing you typed has been lost.',
  };
}
