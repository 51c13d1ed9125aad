import fs from 'node:fs';
import path from 'node:path';
import { checkRelease } from './check-release';
import { isVersion, type Part } from './parts';
import { readPointer, updatePointer, type Pointer } from './pointer';
import { readReleaseManifest, type ReleaseManifest } from './release-manifest';

export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}:\n  - ${problems.join('\n  - ')}` : message);
  }
}

export interface StoredRelease {
  version: string;
  builtAt: string;
  commit: string;
  dir: string;
}

/**
 * The release store: `<root>/<part>/<version>/` holds one build, never changed once stored, and
 * `<root>/<part>/pointer.json` says which one is live (and which is the canary). Going live,
 * promoting and rolling back only move the pointer (docs/decisions/001-releases.md).
 */
export class ReleaseStore {
  constructor(readonly root: string) {}

  partDir(part: Part): string {
    return path.join(this.root, part);
  }

  releaseDir(part: Part, version: string): string {
    if (!isVersion(version)) throw new ReleaseRefused(`"${version}" is not a release version`);
    return path.join(this.partDir(part), version);
  }

  has(part: Part, version: string): boolean {
    return isVersion(version) && fs.existsSync(path.join(this.partDir(part), version, 'release.json'));
  }

  pointer(part: Part): Pointer {
    return readPointer(this.partDir(part));
  }

  /** Stored releases of a part, newest build first. */
  list(part: Part): StoredRelease[] {
    const dir = this.partDir(part);
    if (!fs.existsSync(dir)) return [];
    const releases: StoredRelease[] = [];
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !isVersion(entry.name)) continue;
      try {
        const manifest = readReleaseManifest(path.join(dir, entry.name));
        releases.push({
          version: manifest.version,
          builtAt: manifest.builtAt,
          commit: manifest.commit,
          dir: path.join(dir, entry.name),
        });
      } catch {
        // a folder without a readable release.json is not a release (an interrupted copy)
      }
    }
    return releases.sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.version.localeCompare(a.version));
  }

  /**
   * Copies a finished build (with its release.json) into the store under its version, checked
   * complete first and again after the copy; refused if that version is already stored.
   */
  add(part: Part, builtDir: string): ReleaseManifest {
    const version = versionOf(builtDir);
    if (version && fs.existsSync(this.releaseDir(part, version)))
      throw new ReleaseRefused(`${part} ${version} is already stored; a release is never overwritten`);
    const problems = checkRelease(builtDir, part);
    if (problems.length) throw new ReleaseRefused(`${builtDir} is not a complete ${part} release`, problems);
    const manifest = readReleaseManifest(builtDir);
    const target = this.releaseDir(part, manifest.version);
    const incoming = path.join(this.partDir(part), `.incoming-${manifest.version}-${process.pid}-${Date.now()}`);
    fs.mkdirSync(this.partDir(part), { recursive: true });
    try {
      fs.cpSync(builtDir, incoming, { recursive: true });
      const copied = checkRelease(incoming, part);
      if (copied.length) throw new ReleaseRefused(`the copy of ${part} ${manifest.version} is incomplete`, copied);
      fs.renameSync(incoming, target);
    } finally {
      fs.rmSync(incoming, { recursive: true, force: true });
    }
    return manifest;
  }

  /**
   * Removes the oldest releases beyond `keep`, never the live one, the canary, or the live one's
   * predecessor (what a rollback needs). Returns the versions removed.
   */
  prune(part: Part, keep: number): string[] {
    const pointer = this.pointer(part);
    const protectedVersions = new Set(
      [pointer.live, pointer.canary?.version, pointer.live && this.releaseBefore(part, pointer.live)?.version].filter(
        Boolean,
      ),
    );
    const removed: string[] = [];
    this.list(part).forEach((release, index) => {
      if (index < keep || protectedVersions.has(release.version)) return;
      fs.rmSync(release.dir, { recursive: true, force: true });
      removed.push(release.version);
    });
    return removed;
  }

  /** The newest stored release built before `version`: where a rollback goes by default. */
  releaseBefore(part: Part, version: string): StoredRelease | undefined {
    const releases = this.list(part);
    const current = releases.find((release) => release.version === version);
    return current && releases.find((release) => release.builtAt < current.builtAt);
  }

  update(part: Part, change: (pointer: Pointer) => Pointer): Pointer {
    return updatePointer(this.partDir(part), change);
  }
}

function versionOf(dir: string): string | undefined {
  try {
    return readReleaseManifest(dir).version;
  } catch {
    return undefined; // checkRelease says why
  }
}
