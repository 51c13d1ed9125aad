import fs from 'node:fs';
import path from 'node:path';
import { PARTS, type Part } from './parts';
import { readReleaseManifest } from './release-manifest';
import type { ReleaseServing } from './release-serving';

export interface PartHealth {
  /** The live release, or null when the part is served from its *_DIST folder (no release yet). */
  live: string | null;
  canary?: { version: string; percent: number };
  /** What is wrong with the live release's folder; absent when it is whole. */
  problem?: string;
}

/**
 * A cheap look at a stored release for every health probe: each file release.json lists is still
 * there with its size (the full check, with hashes, runs when a release is stored or switched to).
 */
function quickProblem(dir: string): string | undefined {
  let files: Record<string, { size: number }>;
  try {
    files = readReleaseManifest(dir).files;
  } catch {
    return 'release.json is missing or unreadable';
  }
  const missing = Object.entries(files).filter(
    ([rel, { size }]) => fs.statSync(path.join(dir, rel), { throwIfNoEntry: false })?.size !== size,
  );
  if (!missing.length) return undefined;
  return `${missing.length} file(s) missing or changed, e.g. ${missing[0]![0]}`;
}

/** What /api/health says of the front ends: each part's live (and canary) release, and any damage. */
export function releaseHealth(releases: ReleaseServing): Record<Part, PartHealth> {
  const health = {} as Record<Part, PartHealth>;
  for (const part of PARTS) {
    const pointer = releases.pointer(part);
    if (!pointer.live) {
      health[part] = { live: null };
      continue;
    }
    const problem = quickProblem(releases.store.releaseDir(part, pointer.live));
    health[part] = {
      live: pointer.live,
      ...(pointer.canary ? { canary: pointer.canary } : {}),
      ...(problem ? { problem } : {}),
    };
  }
  return health;
}
