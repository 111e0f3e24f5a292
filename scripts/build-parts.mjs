/**
 * What the two parts of the build (client-build.mjs, server-build.mjs) share: where dist/ is,
 * running a tool, and when a part is fresh. A hash of the files a part is made from is written to
 * dist/.<part>-stamp after it builds, and the part is fresh while the sources hash the same.
 * Contents, not modification times, so a fresh checkout or a copy of the same sources is not
 * taken for a change; test files are left out, as no build contains them.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');

const IGNORED = /\.test\.tsx?$/;

function filesOf(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !IGNORED.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** One hash over the paths and contents of every input file, in a stable order. */
export function hashInputs(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap(filesOf).sort();
  for (const file of files) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (part) => path.join(distDir, `.${part}-stamp`);

export function isFresh(part, inputs) {
  const file = stampFile(part);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === hashInputs(inputs);
}

export function writeStamp(part, hash) {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(stampFile(part), `${hash}\n`);
}

/** Runs node with args in the project root; rejects when it does not exit 0. */
export function runNode(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(args[0])} exited with ${code ?? signal}`));
    });
  });
}
