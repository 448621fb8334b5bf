// @ts-check
/**
 * `npm run staff -- <command>`: the staff inbox's accounts, on the store the settings name
 * (DATA_DIR or DATABASE_URL, as `npm start` reads them).
 *
 *   add <email>             a new account; the password is asked for, or read from STAFF_PASSWORD
 *   list                    every account
 *   remove <email>          the account and its sessions
 *   reset-password <email>  a new password; every session of the account ends
 *
 * Passwords are never printed or logged.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { serverTools } from './server-tools.js';
import { ensureBuilt } from './fresh-build.js';

// The accounts are kept by the server's own code, as built (server/tools.ts).
ensureBuilt();
const {
  addStaff,
  findStaff,
  hashPassword,
  listStaff,
  normaliseEmail,
  openStore,
  passwordProblem,
  readSettings,
  removeStaff,
  SettingError,
  setPassword,
} = await serverTools();

const USAGE =
  'usage: npm run staff -- add <email> | list | remove <email> | reset-password <email>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. @param {string} prompt */
async function askHidden(prompt) {
  if (!process.stdin.isTTY) fail('no terminal to ask for the password: set STAFF_PASSWORD');
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const readline = createInterface({ input: process.stdin, output, terminal: true });
  const answer = readline.question(prompt);
  muted = true;
  const password = await answer;
  readline.close();
  process.stdout.write('\n');
  return password;
}

/** @param {string} email */
async function newPassword(email) {
  const password =
    process.env.STAFF_PASSWORD ?? (await askHidden('Password (12 characters or more): '));
  const problem = passwordProblem(password, email);
  if (problem) fail(problem);
  if (
    process.env.STAFF_PASSWORD === undefined &&
    (await askHidden('The same password again: ')) !== password
  ) {
    fail('the two passwords are not the same');
  }
  return hashPassword(password);
}

const [command, argument = ''] = process.argv.slice(2);
if (!command) fail(USAGE);
const email = normaliseEmail(argument);
if (command !== 'list' && !EMAIL.test(email)) fail(`give the account's email address\n${USAGE}`);

/** @type {import('../server/tools').Settings} */
let settings;
try {
  settings = readSettings();
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  fail(error.problems.join('\nerror: '));
}
const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
try {
  switch (command) {
    case 'add': {
      if (await findStaff(store, email)) fail(`${email} already has an account`);
      await addStaff(store, email, await newPassword(email));
      console.log(`Added ${email} (${store.describe}). They can sign in at /staff.`);
      break;
    }
    case 'list': {
      const accounts = await listStaff(store);
      if (accounts.length === 0) console.log('No staff accounts yet: npm run staff -- add <email>');
      for (const account of accounts)
        console.log(`${account.email}\tsince ${account.created_at.slice(0, 10)}`);
      break;
    }
    case 'remove': {
      if (!(await removeStaff(store, email))) fail(`${email} has no account`);
      console.log(`Removed ${email}; their sessions have ended.`);
      break;
    }
    case 'reset-password': {
      if (!(await findStaff(store, email))) fail(`${email} has no account`);
      await setPassword(store, email, await newPassword(email));
      console.log(`New password set for ${email}; every session of theirs has ended.`);
      break;
    }
    default:
      fail(USAGE);
  }
} finally {
  await store.close();
}
