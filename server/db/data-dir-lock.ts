import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates DATA_DIR/hanout.lock with our pid, atomically. A lock left by a process that died is
 * taken over; a lock held by a live process refuses with a message that says what to do.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'hanout.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another Hanout process (pid ${pid}); stop it first or set DATA_DIR to another directory.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}
