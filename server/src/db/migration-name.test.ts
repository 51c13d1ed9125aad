import { migrationsByName } from './migration-name';

const migration = { up: async () => {} };

// The rule both the folder read (migration-files.ts) and the bundle (build.mjs) apply.
test("a migration is a dated file of one name; a migration's data file is not one", () => {
  const loaded: string[] = [];
  const load = (file: string) => [file, () => (loaded.push(file), migration)] as const;
  const found = migrationsByName([
    load('2026-12-08-submission-language.ts'),
    load('2025-01-15-initial.ts'),
    load('2026-11-25-courses.data.ts'),
    load('notes.md'),
  ]);
  expect(Object.keys(found)).toEqual(['2025-01-15-initial', '2026-12-08-submission-language']);
  expect(loaded).toEqual(['2025-01-15-initial.ts', '2026-12-08-submission-language.ts']);
});
