import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hanout-lock-'));
    // A lock written by a live process other than us: our parent.
    writeFileSync(path.join(dir, 'hanout.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hanout-lock-'));
    writeFileSync(path.join(dir, 'hanout.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    lock.release();
    const again = acquireDataDirLock(dir);
    again.release();
  });
});
