// @ts-check
/**
 * A real SMTP server inside the test process (the `smtp-server` package): it speaks the
 * protocol to nodemailer on a loopback port and keeps every message it accepted. It can
 * refuse mail for a while, as a mail server that is down or full does.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './child-server.js';

export async function startSmtp() {
  /** @type {{ raw: string; to: string[] }[]} */
  const received = [];
  let refusing = false;
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
      stream.on('end', () => {
        if (refusing || refusedAtStart.get(session.id)) {
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
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** @param {boolean} value */
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
