import type { SendMailOptions } from 'nodemailer';
import { withoutAddresses } from '../logging';
import type { Store } from '../store/connect';
import { STUCK_AFTER_MS } from '../store/stuck-mail';
import type { EnquiryRow, OutboxRow } from '../store/schema';

/**
 * The worker that sends the outbox's emails. A row is claimed with a lease: one UPDATE
 * that picks the oldest due row not leased by anyone (on PostgreSQL `FOR UPDATE SKIP
 * LOCKED`, so instances sharing the database never claim the same row; the embedded
 * store has one process and one writer). The email is sent outside any transaction,
 * then the row is marked sent. If the mail server refuses or is down, the row is due
 * again after a back-off (5 s, 10 s, 20 s ... up to 10 minutes), for as long as it takes.
 *
 * Exactly once, as far as SMTP allows: a process killed after the mail server accepted an
 * email but before the row was marked would send it again when the lease ends. Each
 * email carries a Message-ID made from its outbox row (outboxMessageId), the same at every
 * attempt, so mail systems can recognise a repeat; two emails are never one Message-ID.
 */
export interface Transport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}
/** One email's Message-ID: its row's, so a retry is the same message and no two emails share one. */
export function outboxMessageId(job: Pick<OutboxRow, 'id' | 'kind'>, host: string) {
  return `<${job.kind}-${job.id}@${host}>`;
}

/** The email a row sends; undefined when there is nothing left to send (erased since). */
export type Compose = (
  enquiry: EnquiryRow,
  job: OutboxRow,
) => SendMailOptions | undefined | Promise<SendMailOptions | undefined>;
interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export function startOutbox({
  store,
  transport,
  compose,
  pollMs = 5000,
  leaseMs = 60_000,
  backoffMs = 5000,
  maxBackoffMs = 600_000,
  log,
}: {
  store: Store;
  transport: Transport;
  compose: Compose;
  pollMs?: number | undefined;
  leaseMs?: number;
  backoffMs?: number | undefined;
  maxBackoffMs?: number;
  log?: Log | undefined;
}) {
  const { db } = store;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claim() {
    const now = new Date();
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .where((eb) =>
        eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]),
      )
      .orderBy('next_attempt_at')
      .limit(1);
    if (store.kind === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('outbox')
      .set((eb) => ({
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', due)
      .returningAll()
      .executeTakeFirst();
  }

  /** Whether the row is still there, still leased by this worker, for an enquiry not erased. */
  async function stillOurs(job: OutboxRow) {
    const row = await db
      .selectFrom('outbox')
      .innerJoin('enquiries', 'enquiries.id', 'outbox.enquiry_id')
      .select('enquiries.erased_at')
      .where('outbox.id', '=', job.id)
      .where('outbox.lease_until', '=', job.lease_until)
      .executeTakeFirst();
    return row !== undefined && row.erased_at === null;
  }

  async function deliver(job: OutboxRow) {
    const enquiry = await db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', job.enquiry_id)
      .executeTakeFirst();
    if (!enquiry) return;
    try {
      const message = enquiry.erased_at ? undefined : await compose(enquiry, job);
      // Read again just before sending, under the lease: an erasure made while the email
      // was being written deletes the row (and blanks the enquiry), and then nothing goes.
      if (!message || !(await stillOurs(job))) {
        await db.deleteFrom('outbox').where('id', '=', job.id).execute();
        return;
      }
      await transport.sendMail(message);
      await db
        .updateTable('outbox')
        .set({
          state: 'sent',
          sent_at: new Date().toISOString(),
          lease_until: null,
          last_error: null,
        })
        .where('id', '=', job.id)
        .execute();
      if (job.attempts > 1) {
        // A recovery: say so, so an operator who saw the failures sees them end.
        log?.info(
          {
            event: 'mail-recovered',
            reference: enquiry.reference,
            kind: job.kind,
            attempts: job.attempts,
          },
          `email sent after ${job.attempts} attempts`,
        );
      } else {
        log?.info(
          { event: 'mail-sent', reference: enquiry.reference, kind: job.kind },
          'email sent',
        );
      }
    } catch (error) {
      const wait = Math.min(backoffMs * 2 ** (job.attempts - 1), maxBackoffMs);
      await db
        .updateTable('outbox')
        .set({
          next_attempt_at: new Date(Date.now() + wait).toISOString(),
          lease_until: null,
          last_error: withoutAddresses(String(error)).slice(0, 500),
        })
        .where('id', '=', job.id)
        .execute();
      const waitedMs = Date.now() - Date.parse(job.created_at);
      log?.warn(
        {
          // Stuck: the inbox shows a banner from the same hour (store/stuck-mail.ts).
          event: waitedMs > STUCK_AFTER_MS ? 'mail-stuck' : 'mail-failed',
          waitedMinutes: Math.round(waitedMs / 60_000),
          reference: enquiry.reference,
          kind: job.kind,
          attempts: job.attempts,
          retryInMs: wait,
        },
        `email not sent: ${withoutAddresses(String(error)).slice(0, 500)}`,
      );
    }
  }

  async function drain() {
    do {
      again = false;
      for (let job = await claim(); job && !stopped; job = await claim()) await deliver(job);
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error) =>
        log?.warn({ event: 'mail-worker' }, `outbox: ${withoutAddresses(String(error))}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs).unref();
      });
  }

  run();
  return {
    /** An enquiry was just stored: send its email now rather than at the next poll. */
    wake: run,
    /** Finishes the email in hand, then stops. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
