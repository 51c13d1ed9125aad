import fs from 'node:fs';

export interface VersionedText {
  text: string;
  /** Changes whenever the file does: part of the keys of what is built from it. */
  version: string;
}

const files = new Map<string, VersionedText & { stamp: string }>();
let nextRead = 1;
/**
 * A file's mtime has the kernel's coarse clock (a few ms): two writes of the same size within one
 * tick look unchanged. As Git does with "racily clean" index entries, a file modified in the last
 * two seconds is read again and compared by its text.
 */
const RACY_MS = 2000;
/** A few files per served release (index.html, mf-manifest.json) and a few releases at once. */
const MAX_FILES = 64;

/**
 * A file the server reads on every page answer (the shell's index.html, a remote's manifest),
 * read again only when it changed on disk. A redeployed build or a swapped release folder is
 * still live on the next request — a stat is a few microseconds on the event loop — while steady
 * traffic no longer pays a thread-pool round trip and a parse per request (`pnpm bench`,
 * heavy-reads: every `GET /` read both files). Undefined when the file is not there.
 */
export function readTextWhenChanged(file: string): VersionedText | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    files.delete(file);
    return undefined;
  }
  const stamp = `${stat.ino}|${stat.size}|${stat.mtimeMs}`;
  const known = files.get(file);
  const racy = Date.now() - stat.mtimeMs < RACY_MS;
  if (known?.stamp === stamp && !racy) return known;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    files.delete(file);
    return undefined;
  }
  if (known?.stamp === stamp && known.text === text) return known;
  files.delete(file);
  if (files.size >= MAX_FILES) files.delete(files.keys().next().value!);
  const read = { text, stamp, version: `${file}|${stamp}|${nextRead++}` };
  files.set(file, read);
  return read;
}
