/**
 * The real server as a process of its own (`node --import tsx server/index.ts`), for tests that
 * need what app.inject cannot give: several processes on one database, a kill, a restart. Each
 * listens on a port the system chooses (PORT=0), read back from its log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything it wrote so far, stdout then stderr (for failure messages). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ServerProcess>();

/**
 * Starts the server with `env` over a minimal environment (nothing of this process's, so no
 * REDIS_URL or DATABASE_URL of the machine leaks in) and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      // The port is read from the "Server listening at" line.
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: '',
    child,
    output: () => `${out}\n${err}`,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      running.delete(server);
      return code;
    },
  };
  running.add(server);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (match?.[1]) {
      server.url = match[1];
      return server;
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start:\n${server.output()}`);
}

/** Kills every server still running (afterAll, whatever happened before). */
export async function killServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
}
