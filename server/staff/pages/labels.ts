import { formatDate } from '../../enquiries/present';
import type { EventRow, OutboxRow } from '../../store/schema';

/** The inbox's words for its statuses, kinds, e-mails and history. */
export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  'in-progress': 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
export const KIND_LABELS: Record<string, string> = {
  contact: 'Message',
  quote: 'Quote request',
  'site-survey': 'Site survey',
};

export function mailState(mail: OutboxRow | undefined) {
  if (!mail) return 'No email (erased before it was sent, or never queued)';
  switch (mail.state) {
    case 'sent':
      return `Sent ${formatDate(mail.sent_at ?? mail.created_at)}`;
    case 'pending':
      return mail.attempts > 0
        ? `Not sent yet: ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}, next ${formatDate(mail.next_attempt_at)}${mail.last_error ? ` (${mail.last_error})` : ''}`
        : 'Waiting to be sent';
    case 'not-configured':
      return 'Not emailed: no mail server is set (SMTP_URL)';
    case 'spam':
      return 'Not emailed: marked as spam (the hidden field was filled)';
  }
}

export function eventText(event: EventRow) {
  switch (event.kind) {
    case 'status':
      return `Status changed from ${STATUS_LABELS[event.from_status ?? ''] ?? event.from_status} to ${STATUS_LABELS[event.to_status ?? ''] ?? event.to_status}`;
    case 'note':
      return event.note === null ? 'Note (erased)' : `Note: ${event.note}`;
    case 'erased':
      return 'Erased at the customer’s request: what the enquiry said is gone';
  }
}
