import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { readCookie } from '../security/cookies';
import { contractProblems } from './contract-check';
import { isPart, isVersion, PARTS, type Part } from './parts';
import { POINTER_FILE, readPointer, type Pointer } from './pointer';
import { ReleaseStore, type StoredRelease } from './release-store';

/** Sticky canary cohort: a number 0–99 per browser; a canary of N % serves the browsers below N. */
export const CANARY_COOKIE = 'dds_canary';
/** A signed-in admin's "try this release in my browser": `part=version` pairs (release-try.routes.ts). */
export const TRY_COOKIE = 'dds_try';

export type ServedAs = 'live' | 'canary' | 'try' | 'folder';

export interface ServedPart {
  part: Part;
  /** The folder the files come from. */
  dir: string;
  /** Where browsers load it: '' for the shell (site root), else the remote's URL. */
  url: string;
  /** The release version; undefined when served from a plain *_DIST folder (no release store in use). */
  version?: string;
  as: ServedAs;
  /** Remotes: the URL of the newest older release that fits the shell, for the browser to fall back to. */
  fallbackUrl?: string;
}
export type ServedParts = Record<Part, ServedPart>;

interface CachedPointer {
  key: string;
  pointer: Pointer;
}

/** Parses `public-site=1.0.0-…,shell=…` (the try cookie) into stored versions per part. */
export function parseTryCookie(value: string | undefined, store: ReleaseStore): Partial<Record<Part, string>> {
  const chosen: Partial<Record<Part, string>> = {};
  for (const pair of (value ?? '').split(',')) {
    const [part, version] = pair.split('=');
    if (isPart(part) && isVersion(version) && store.has(part, version)) chosen[part] = version;
  }
  return chosen;
}

export const formatTryCookie = (chosen: Partial<Record<Part, string>>) =>
  Object.entries(chosen)
    .map(([part, version]) => `${part}=${version}`)
    .join(',');

/**
 * Which release of each part a request gets. A part with a live release in the store is served
 * from it; a part without one is served from its *_DIST folder as before the store existed (a
 * development checkout, the test suites). Pointers are re-read when their file changes (checked
 * with one stat per part per request), so a switch made by the CLI in another process reaches the
 * next page load with no restart.
 */
export class ReleaseServing {
  readonly store: ReleaseStore;
  private readonly pointers = new Map<Part, CachedPointer>();

  constructor(
    private readonly config: Pick<
      Config,
      'releasesDir' | 'shellDist' | 'publicSiteDist' | 'adminPanelDist' | 'publicSiteUrl' | 'adminPanelUrl'
    >,
  ) {
    this.store = new ReleaseStore(config.releasesDir);
  }

  pointer(part: Part): Pointer {
    const file = path.join(this.store.partDir(part), POINTER_FILE);
    const stat = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
    const key = stat ? `${stat.ino}:${stat.mtimeNs}:${stat.size}` : 'none';
    const cached = this.pointers.get(part);
    if (cached?.key === key) return cached.pointer;
    let pointer: Pointer;
    try {
      pointer = readPointer(this.store.partDir(part));
    } catch {
      pointer = cached?.pointer ?? { history: [] }; // a pointer being replaced by hand: keep the last good one
    }
    this.pointers.set(part, { key, pointer });
    return pointer;
  }

  private folder(part: Part): ServedPart {
    const dirs = {
      shell: this.config.shellDist,
      'public-site': this.config.publicSiteDist,
      'admin-panel': this.config.adminPanelDist,
    };
    return { part, dir: dirs[part], url: this.baseUrl(part), as: 'folder' };
  }

  private baseUrl(part: Part): string {
    return part === 'shell' ? '' : part === 'public-site' ? this.config.publicSiteUrl : this.config.adminPanelUrl;
  }

  /** The URL under which every file of a stored release is served, cacheable for ever. */
  releaseUrl(part: Part, version: string): string {
    return part === 'shell' ? '' : `${this.baseUrl(part)}/v/${version}`;
  }

  release(part: Part, version: string, as: ServedAs): ServedPart {
    return { part, dir: this.store.releaseDir(part, version), url: this.releaseUrl(part, version), version, as };
  }

  /**
   * The releases for one browser: its tried release (only when the caller vouched for an admin
   * session), else the canary when its cohort number is below the canary's share, else live.
   */
  choose(part: Part, cohort: number | undefined, tried?: string): ServedPart {
    const pointer = this.pointer(part);
    if (tried && this.store.has(part, tried)) return this.release(part, tried, 'try');
    if (!pointer.live) return this.folder(part);
    if (
      pointer.canary &&
      cohort !== undefined &&
      cohort < pointer.canary.percent &&
      this.store.has(part, pointer.canary.version)
    ) {
      return this.release(part, pointer.canary.version, 'canary');
    }
    return this.release(part, pointer.live, 'live');
  }

  chooseAll(cohort: number | undefined, tried: Partial<Record<Part, string>> = {}): ServedParts {
    const served = Object.fromEntries(
      PARTS.map((part) => [part, this.choose(part, cohort, tried[part])]),
    ) as ServedParts;
    for (const remote of ['public-site', 'admin-panel'] as const)
      served[remote] = this.withFallback(served.shell, this.fitting(served.shell, served[remote]));
    return served;
  }

  private readonly fits = new Map<string, boolean>();
  private readonly lists = new Map<Part, { key: string; releases: StoredRelease[] }>();

  /** The stored releases of a part, read again only when its folder changes (a release added or pruned). */
  private listed(part: Part): StoredRelease[] {
    const stat = fs.statSync(this.store.partDir(part), { throwIfNoEntry: false, bigint: true });
    const key = stat ? `${stat.ino}:${stat.mtimeNs}` : 'none';
    const cached = this.lists.get(part);
    if (cached?.key === key) return cached.releases;
    const releases = this.store.list(part);
    this.lists.set(part, { key, releases });
    return releases;
  }

  private fitsShell(shell: ServedPart, part: Exclude<Part, 'shell'>, dir: string): boolean {
    const key = `${shell.dir}|${dir}`;
    let ok = this.fits.get(key);
    if (ok === undefined) {
      ok = contractProblems(shell.dir, part, dir).length === 0;
      this.fits.set(key, ok);
    }
    return ok;
  }

  /**
   * The shell keeps the site's frame when a remote release fails in browsers (a script that throws,
   * a file a proxy mangled): the page also names the newest older stored release that fits, which the
   * shell loads after one failed retry (shell/src/federation/remote-registry.ts).
   */
  private withFallback(shell: ServedPart, remote: ServedPart): ServedPart {
    if (!shell.version || !remote.version) return remote;
    const part = remote.part as Exclude<Part, 'shell'>;
    const releases = this.listed(part);
    const builtAt = releases.find((release) => release.version === remote.version)?.builtAt ?? '';
    const previous = releases.find((release) => release.builtAt < builtAt && this.fitsShell(shell, part, release.dir));
    return previous ? { ...remote, fallbackUrl: this.releaseUrl(part, previous.version) } : remote;
  }

  /**
   * A remote release that does not fit the shell this browser gets (a shell canary or preview with
   * a newer contract, a remote rolled forward by hand with --force) is replaced by the newest stored
   * release of that remote that does: visitors keep a working page, never a refused part.
   */
  private fitting(shell: ServedPart, remote: ServedPart): ServedPart {
    // Build folders (no store in use) change in place and have nothing older to fall back to.
    if (!shell.version || !remote.version) return remote;
    const part = remote.part as Exclude<Part, 'shell'>;
    const fits = (dir: string) => this.fitsShell(shell, part, dir);
    if (fits(remote.dir)) return remote;
    const older = this.listed(part).find((release) => fits(release.dir));
    return older ? this.release(part, older.version, remote.as) : remote;
  }

  anyCanary(): boolean {
    return PARTS.some((part) => this.pointer(part).canary !== undefined);
  }

  /** The browser's canary cohort, given one (and a cookie to keep it) when a canary is running. */
  cohort(request: FastifyRequest, reply: FastifyReply | undefined, secure: boolean): number | undefined {
    const raw = readCookie(request, CANARY_COOKIE);
    if (raw !== undefined && /^\d{1,2}$/.test(raw)) return Number(raw);
    if (!reply || !this.anyCanary()) return undefined;
    const cohort = crypto.randomInt(100);
    const cookie = [
      `${CANARY_COOKIE}=${cohort}`,
      'Path=/',
      'Max-Age=7776000',
      'SameSite=Lax',
      'HttpOnly',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
    reply.header('Set-Cookie', cookie);
    return cohort;
  }

  /** The config a request is served with: the chosen releases' folders and URLs. */
  configFor<C extends Config>(config: C, served: ServedParts): C {
    return {
      ...config,
      shellDist: served.shell.dir,
      publicSiteDist: served['public-site'].dir,
      publicSiteUrl: served['public-site'].url,
      adminPanelDist: served['admin-panel'].dir,
      adminPanelUrl: served['admin-panel'].url,
      publicSiteFallbackUrl: served['public-site'].fallbackUrl,
      adminPanelFallbackUrl: served['admin-panel'].fallbackUrl,
    };
  }
}
