/**
 * The operator's commands (`npm run admin:create`, `db:backup`, `db:restore`, `db:seed`) on any
 * install: from the TypeScript sources through tsx where the development dependencies are
 * installed, else from the compiled build in dist/ (a production install, `npm ci --omit=dev`,
 * has no tsx). Usage: node scripts/tool.mjs server/…/name.ts [arguments…]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [source, ...args] = process.argv.slice(2);
if (!source?.endsWith('.ts')) {
  console.error('usage: node scripts/tool.mjs server/<path>.ts [arguments…]');
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const compiled = path.join(root, 'dist', source.replace(/\.ts$/, '.js'));
let command;
if (hasTsx()) command = ['--import', 'tsx', path.join(root, source)];
else if (existsSync(compiled)) command = ['--enable-source-maps', compiled];
else {
  console.error(
    `hanout: ${path.relative(root, compiled)} is not built and tsx is not installed: run \`npm ci && npm run build\` first.`,
  );
  process.exit(1);
}

const child = spawn(process.execPath, [...command, ...args], { stdio: 'inherit' });
// Ctrl-C reaches the child through the terminal; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// A child ended by a signal exits as a shell reports it: 128 + the signal's number.
child.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
