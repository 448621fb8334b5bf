// @ts-check
/**
 * A real SMTP server inside the test process (the `smtp-server` package): it speaks the
 * protocol to nodemailer on a loopback port and keeps every message it accepted. It can
 * refuse mail for a while, as a mail server that is down or full does, and hold its answer to
 * each message until the test lets it go, as a slow one does (the sender is "sending" meanwhile).
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './child-server.js';

export async function startSmtp() {
  /** @type {{ raw: string; to: string[] }[]} */
  const received = [];
  /** What was refused, as it came: a retry can be compared with it. */
  /** @type {{ raw: string; to: string[] }[]} */
  const refused = [];
  let refusing = false;
  let holding = false;
  /** Answers not given yet, while holding. @type {(() => void)[]} */
  const held = [];
  /** @type {Map<string, boolean>} */
  const refusedAtStart = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Whether refusing when the message began: a message begun while the server refused is
    // refused at its end too, even if the test has stopped refusing meanwhile.
    onMailFrom(address, session, callback) {
      refusedAtStart.set(session.id, refusing);
      callback();
    },
    onData(stream, session, callback) {
      const chunks = /** @type {Buffer[]} */ ([]);
      stream.on('data', (chunk) => chunks.push(chunk));
      const answer = () => {
        if (refusing || refusedAtStart.get(session.id)) {
          refused.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            to: session.envelope.rcptTo.map((address) => address.address),
          });
          callback(
            Object.assign(new Error('Service unavailable, try later'), { responseCode: 451 }),
          );
          return;
        }
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          to: session.envelope.rcptTo.map((address) => address.address),
        });
        callback();
      };
      stream.on('end', () => (holding ? held.push(answer) : answer()));
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** @param {boolean} value */
    refuse(value) {
      refusing = value;
    },
    /**
     * Holds the answer to every message from now on (true), or answers those held and every
     * later one at once (false).
     * @param {boolean} value
     */
    hold(value) {
      holding = value;
      if (!value) this.release();
    },
    /** How many messages are waiting for their answer. */
    get waiting() {
      return held.length;
    },
    /** Answers the messages held so far (accepted, or refused if refusing), and holds on. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
