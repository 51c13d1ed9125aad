import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isPart, isVersion, type Part } from './parts';

/** Written by `pnpm release` into the release folder: what the release is and every file it holds. */
export const RELEASE_FILE = 'release.json';

const fileEntry = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const releaseManifestSchema = z.object({
  part: z.string().refine(isPart, 'not a part'),
  version: z.string().refine(isVersion, 'not a release version'),
  /** ISO time of the build. */
  builtAt: z.string(),
  /** Short commit of the source (or "unknown" outside git). */
  commit: z.string(),
  packageVersion: z.string(),
  files: z.record(z.string(), fileEntry),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema> & { part: Part };

export function sha256OfFile(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every regular file under dir, as forward-slash paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** Describes a finished build folder (hashes every file) and writes its release.json. */
export function writeReleaseManifest(dir: string, meta: Omit<ReleaseManifest, 'files'>): ReleaseManifest {
  const files: ReleaseManifest['files'] = {};
  for (const rel of listFiles(dir)) {
    if (rel === RELEASE_FILE) continue;
    const full = path.join(dir, rel);
    files[rel] = { size: fs.statSync(full).size, sha256: sha256OfFile(full) };
  }
  const manifest: ReleaseManifest = { ...meta, files };
  fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export function readReleaseManifest(dir: string): ReleaseManifest {
  const raw = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8')) as unknown;
  return releaseManifestSchema.parse(raw) as ReleaseManifest;
}
