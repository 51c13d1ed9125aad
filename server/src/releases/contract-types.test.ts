import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { typeContractFit } from './contract-types';
import { writeFakeRelease } from './fake-release';
import { makeLive } from './release-actions';
import { readReleaseManifest, writeReleaseManifest } from './release-manifest';
import { ReleaseStore } from './release-store';

// The real declarations `pnpm release` writes for this commit's shell and remotes, edited the way a
// remote built at another commit could differ, then checked as the release CLI checks them.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-contract-types-'));
const releaseOf = (part: string) => path.join(work, part);
const emit = (part: string) =>
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/contract-types.mjs'), part, releaseOf(part)], {
    encoding: 'utf8',
  });

/** A copy of `part`'s release with one declaration file edited. */
function edited(part: string, file: string, edit: (text: string) => string): string {
  const copy = path.join(work, `${part}-${Math.random().toString(36).slice(2)}`);
  fs.cpSync(releaseOf(part), copy, { recursive: true });
  const target = path.join(copy, 'contract-types', file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
  return copy;
}

beforeAll(() => {
  for (const part of ['shell', 'public-site', 'admin-panel']) emit(part);
}, 60_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the type contract between the shell and a remote release', () => {
  it('holds for the shell and remotes of one commit', () => {
    expect(typeContractFit(releaseOf('shell'), 'public-site', releaseOf('public-site'))).toEqual({ problems: [] });
    expect(typeContractFit(releaseOf('shell'), 'admin-panel', releaseOf('admin-panel'))).toEqual({ problems: [] });
  }, 30_000);

  it('refuses a Layout that needs a prop the shell does not pass, naming the expose and the prop', () => {
    const remote = edited('public-site', 'public-site/src/layout/public-layout.d.ts', (text) =>
      text.replace('children: ReactNode;', 'children: ReactNode;\n    language: string;'),
    );
    const { problems } = typeContractFit(releaseOf('shell'), 'public-site', remote);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^public-site's Layout does not fit the shell's types: .*'language'/);
  }, 30_000);

  it('refuses a route table of another shape', () => {
    const remote = edited('admin-panel', 'admin-panel/src/routes.d.ts', (text) =>
      text.replace('routes: RouteObject[]', 'routes: Record<string, RouteObject>'),
    );
    const { problems } = typeContractFit(releaseOf('shell'), 'admin-panel', remote);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^admin-panel's routes does not fit the shell's types/);
  }, 30_000);

  it('refuses declarations that import a file the release does not hold (the type would silently be any)', () => {
    const remote = edited(
      'public-site',
      'public-site/src/layout/header.d.ts',
      (text) => `import type { Missing } from './missing';\nexport type Gone = Missing;\n${text}`,
    );
    const { problems } = typeContractFit(releaseOf('shell'), 'public-site', remote);
    expect(problems.join('\n')).toMatch(
      /do not compile here \(remote-release\/public-site\/src\/layout\/header\.d\.ts\).*'\.\/missing'/,
    );
  }, 30_000);

  it('checks a shell release against the remotes: a narrower expectation refuses an older remote', () => {
    const shell = edited('shell', 'shell/src/federation/remote-exposes.d.ts', (text) =>
      text.replace('Footer: DefaultComponent;', 'Footer: DefaultComponent<{ year: number }>;'),
    );
    // A component that takes no props accepts any: a wider expectation still fits.
    expect(typeContractFit(shell, 'public-site', releaseOf('public-site'))).toEqual({ problems: [] });
    const strict = edited('shell', 'shell/src/federation/remote-exposes.d.ts', (text) =>
      text.replace('routes: RouteObject[];', 'routes: RouteObject[];\n    version: string;'),
    );
    expect(typeContractFit(strict, 'admin-panel', releaseOf('admin-panel')).problems[0]).toMatch(
      /^admin-panel's routes does not fit .*'version'/,
    );
  }, 30_000);

  it('says why it could not compare a release written before the type contract', () => {
    const older = path.join(work, 'older-remote');
    fs.mkdirSync(older);
    expect(typeContractFit(releaseOf('shell'), 'public-site', older)).toEqual({
      problems: [],
      skipped: expect.stringMatching(/public-site release has no type declarations/),
    });
    expect(typeContractFit(older, 'public-site', releaseOf('public-site')).skipped).toMatch(
      /the shell release has no type declarations/,
    );
  });
});

describe('switching a release checks its types against the live releases', () => {
  /** A stored release of `part` carrying the type declarations from `typesOf` (none if undefined). */
  const stored = (store: ReleaseStore, part: 'shell' | 'admin-panel', version: string, typesOf?: string) => {
    const dir = writeFakeRelease(path.join(work, 'builds', `${part}-${version}`), part, version);
    if (typesOf) fs.cpSync(path.join(typesOf, 'contract-types'), path.join(dir, 'contract-types'), { recursive: true });
    writeReleaseManifest(dir, readReleaseManifest(dir));
    store.add(part, dir);
  };

  it('refuses an admin panel whose route table does not fit the live shell, and notes a release without types', async () => {
    const store = new ReleaseStore(path.join(work, 'store'));
    stored(store, 'shell', 's1', releaseOf('shell'));
    await makeLive(store, 'shell', 's1');
    stored(
      store,
      'admin-panel',
      'a1',
      edited('admin-panel', 'admin-panel/src/routes.d.ts', (text) =>
        text.replace('routes: RouteObject[]', 'routes: string[]'),
      ),
    );
    await expect(makeLive(store, 'admin-panel', 'a1')).rejects.toThrow(
      /admin-panel a1 does not fit the live releases .*\n {2}- with shell s1: admin-panel's routes does not fit the shell's types: .*'string' is not assignable to type 'RouteObject'/,
    );

    const notes: string[] = [];
    stored(store, 'admin-panel', 'a0');
    await makeLive(store, 'admin-panel', 'a0', 'live', { onNote: (note) => notes.push(note) });
    expect(notes).toEqual([
      'with shell s1: types not compared: the admin-panel release has no type declarations (released before them)',
    ]);
  }, 30_000);
});
