/**
 * One starter of tests/api/data-dir-race.test.ts, a process of its own: told a directory and an
 * instant, it spins until that instant (so that every starter reaches the lock in the same
 * millisecond), takes the lock, says whether it won, and holds the lock until told to release it.
 */
import {
  acquireDataDirLock,
  DataDirLockedError,
  type DataDirLock,
} from '../../server/db/data-dir-lock.ts';

export type StarterCommand = { type: 'start'; dir: string; at: number } | { type: 'release' };
export type StarterReport =
  | { type: 'ready' }
  | { type: 'result'; outcome: 'won' | 'refused' | 'error'; detail?: string }
  | { type: 'released' };

const report = (message: StarterReport) => process.send?.(message);
let held: DataDirLock | undefined;

process.on('message', (command: StarterCommand) => {
  if (command.type === 'release') {
    held?.release();
    held = undefined;
    report({ type: 'released' });
    return;
  }
  while (Date.now() < command.at) {
    // A busy wait: a timer would wake each starter up to a few milliseconds apart.
  }
  try {
    held = acquireDataDirLock(command.dir);
    report({ type: 'result', outcome: 'won' });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    report({
      type: 'result',
      outcome: error instanceof DataDirLockedError ? 'refused' : 'error',
      detail,
    });
  }
});
report({ type: 'ready' });
