import fs from 'node:fs';

export type Part = 'shell' | 'public-site' | 'admin-panel';

/** One combination of releases, served by its own server (written by scripts/compat-matrix.mjs). */
export interface CompatRun {
  /** Playwright project name, e.g. "previous-shell". */
  id: string;
  /** What the combination is, in words, for the report. */
  title: string;
  port: number;
  /** The server's environment: its own DATA_DIR whose release store holds this combination. */
  env: Record<string, string>;
  /** The release version each part must be served from. */
  releases: Record<Part, string>;
}

export interface CompatMatrix {
  /** Where the current server lives (node dist/main.js runs there). */
  serverDir: string;
  runs: CompatRun[];
}

/** The matrix the script prepared, named by COMPAT_MATRIX; none when the variable is unset. */
export function readCompatMatrix(): CompatMatrix | undefined {
  const file = process.env.COMPAT_MATRIX;
  if (!file) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CompatMatrix;
}
