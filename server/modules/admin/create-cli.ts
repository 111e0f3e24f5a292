/**
 * `npm run admin:create -- --username NAME --email EMAIL [--name "Full Name"]`: makes an operator
 * account (issue 13). The password comes from ADMIN_PASSWORD, else it is asked twice on the
 * terminal without echo. On PostgreSQL (DATABASE_URL) the command opens, migrates and inserts;
 * on PGlite it opens DATA_DIR itself, or, when a running server holds that directory, asks the
 * server through DATA_DIR/admin.sock (10 s at most). Exit 0 with the success line (which database
 * it went into), else 1 with the reason.
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import {
  DatabaseUnavailableError,
  describeUrl,
  openDatabase,
  type Database,
} from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { AppError } from '../../errors.ts';
import { adminSocketPath, type AdminSocketAnswer } from './admin-socket.ts';
import { createAdminAccount, type AdminAccountInput, type CreatedAdmin } from './create.ts';

const USAGE =
  'Usage: npm run admin:create -- --username NAME --email EMAIL [--name "Full Name"]\n' +
  'The password is read from ADMIN_PASSWORD, or asked on the terminal.';

/** A refusal to print as it is (no stack): bad arguments, a refused account, no server. */
class CliError extends Error {}

function parseCommandLine(argv: string[]): Omit<AdminAccountInput, 'password'> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.username || !values.email) throw new CliError(USAGE);
  return {
    username: values.username,
    email: values.email,
    fullName: values.name ?? values.username,
  };
}

/** One line typed on the terminal without echo (raw mode); Ctrl-C cancels. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004')
          return finish(() => resolve(typed));
        if (char === '\u0003') return finish(() => reject(new CliError('Cancelled.')));
        typed =
          char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new CliError('No terminal to ask the password on: set ADMIN_PASSWORD.');
  }
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new CliError('Passwords do not match');
  return first;
}

/** How long the command waits for a running server's answer before giving up. */
const SERVER_ANSWER_TIMEOUT_MS = 10_000;

/** Sends the request to the running server and reads its one-line answer. */
function askServer(dataDir: string, input: AdminAccountInput): Promise<AdminSocketAnswer> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(file, () => socket.write(`${JSON.stringify(input)}\n`));
    const fail = (message: string) => {
      socket.destroy();
      reject(new CliError(message));
    };
    socket.setEncoding('utf8');
    socket.setTimeout(SERVER_ANSWER_TIMEOUT_MS, () =>
      fail(
        `The Hanout server holding ${path.resolve(dataDir)} did not answer within ${SERVER_ANSWER_TIMEOUT_MS / 1000} s: try again, or stop it and run this again.`,
      ),
    );
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () =>
      fail(
        `A Hanout server holds ${path.resolve(dataDir)} but cannot be reached on ${file} (still starting, or its socket could not be made: see its log). Stop the server, run this again, then start the server again.`,
      ),
    );
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as AdminSocketAnswer);
      } catch {
        reject(new CliError(`The server's answer on ${file} could not be read.`));
      } finally {
        socket.destroy();
      }
    });
  });
}

/** The account made, where it went, and whether that database was made by this very run. */
interface Outcome {
  user: CreatedAdmin;
  where: string;
  newDatabase: boolean;
}

/** Opens the configured database, migrates it and inserts the account. */
async function createDirectly(database: Database, input: AdminAccountInput): Promise<CreatedAdmin> {
  try {
    // The keys of older accounts first (as the server does when it starts): a name an older
    // account folds to must be found taken, not handed out and the older account displaced.
    await prepareDatabase(database, { seedDemo: false });
    return await createAdminAccount(database.db, input);
  } finally {
    await database.close();
  }
}

/**
 * Creates the account where the configuration says the data is. On PGlite a directory that holds
 * no database yet is fine (the operator may come before the first `npm start`), but the answer
 * says where the database now is, so a DATA_DIR that differs from the server's is noticed.
 */
async function createWhereConfigured(config: Config, input: AdminAccountInput): Promise<Outcome> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
    const user = await createDirectly(database, input);
    return { user, where: `PostgreSQL at ${describeUrl(config.DATABASE_URL)}`, newDatabase: false };
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const where = `the embedded database at ${dataDir}`;
  const newDatabase = !existsSync(path.join(dataDir, 'pglite'));
  let database;
  try {
    database = await openDatabase({ dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A running server holds the directory: it makes the account.
    const answer = await askServer(config.DATA_DIR, input);
    if (!answer.ok) throw new CliError(answer.message);
    return { user: answer.user, where, newDatabase: false };
  }
  return { user: await createDirectly(database, input), where, newDatabase };
}

/** The success lines: who, where, and a warning when this run made the database. */
function successMessage({ user, where, newDatabase }: Outcome): string {
  const lines = [`Operator ${user.username} created in ${where}. Sign in at /auth.`];
  if (newDatabase) {
    lines.push(
      'This database was just created: start the server (npm start) with the same DATA_DIR, or the operator will not be found.',
    );
  }
  return lines.join('\n');
}

async function main() {
  try {
    const account = parseCommandLine(process.argv.slice(2));
    const config = loadConfig();
    const password = await readPassword();
    const outcome = await createWhereConfigured(config, { ...account, password });
    console.log(successMessage(outcome));
  } catch (error) {
    const known =
      error instanceof CliError ||
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof DatabaseUnavailableError;
    console.error(known ? `admin:create: ${error.message}` : error);
    process.exitCode = 1;
  }
}

await main();
