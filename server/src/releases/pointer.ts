import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One line of a part's release history, newest last. */
const historyEntry = z.object({
  at: z.string(),
  action: z.enum(['live', 'canary', 'promote', 'rollback', 'end-canary']),
  version: z.string(),
  /** The live version before this step (what a rollback goes back to). */
  from: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const pointerSchema = z.object({
  live: z.string().optional(),
  canary: z.object({ version: z.string(), percent: z.number().int().min(1).max(99) }).optional(),
  history: z.array(historyEntry).default([]),
});
export type Pointer = z.infer<typeof pointerSchema>;

export const POINTER_FILE = 'pointer.json';
const HISTORY_KEPT = 200;

/** A part's pointer; an absent file is a part with no release yet. */
export function readPointer(partDir: string): Pointer {
  try {
    return pointerSchema.parse(JSON.parse(fs.readFileSync(path.join(partDir, POINTER_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { history: [] };
    throw new Error(`${path.join(partDir, POINTER_FILE)} is unreadable: ${(error as Error).message}`);
  }
}

/**
 * Replaces the pointer in one step: written beside it, flushed, then renamed over it, so a reader
 * (another server process, a crash half-way) sees the old pointer or the new, never a mix.
 */
function writePointer(partDir: string, pointer: Pointer) {
  const file = path.join(partDir, POINTER_FILE);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeFileSync(fd, JSON.stringify({ ...pointer, history: pointer.history.slice(-HISTORY_KEPT) }, null, 2) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  const dirFd = fs.openSync(partDir, 'r');
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
}

const LOCK_FILE = 'pointer.lock';
/** A lock older than this was left by a process that died mid-update. */
const STALE_LOCK_MS = 60_000;

/**
 * Read-modify-write of a pointer under an exclusive lock file, so two releases of one part started
 * at once (two terminals, a CI job and an admin) cannot both read the old pointer and the last
 * writer silently undo the first — the race single-spa's import-map-deployer exists to prevent.
 */
export function updatePointer(partDir: string, change: (pointer: Pointer) => Pointer): Pointer {
  fs.mkdirSync(partDir, { recursive: true });
  const lock = path.join(partDir, LOCK_FILE);
  let fd: number | undefined;
  for (let attempt = 0; fd === undefined; attempt++) {
    try {
      fd = fs.openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      else if (attempt > 100) throw new Error(`another release step holds ${lock}; try again in a minute`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    const next = change(readPointer(partDir));
    writePointer(partDir, next);
    return next;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}
