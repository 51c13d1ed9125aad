// Which tests `pnpm check` runs for a one-file change: asked of jest itself (`--listTests
// --findRelatedTests`, the graph --changedSince uses), with and without the feature-folder mode.
const { execFileSync } = require('child_process');
const path = require('path');

const root = path.join(__dirname, '../..');

/** The test files jest calls related to `file`, as repository paths. */
function relatedTests(file, byFeature) {
  const out = execFileSync(
    process.execPath,
    [require.resolve('jest/bin/jest', { paths: [root] }), '--listTests', '--findRelatedTests', file],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DDS_TESTS_BY_FEATURE: byFeature ? '1' : '0' } },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((test) => path.relative(root, test));
}

// Each call indexes the repository (seconds on a cold cache).
jest.setTimeout(120_000);

describe('the tests pnpm check picks for a change', () => {
  test('an admin screen file: its feature folder’s tests, not every screen that the route table reaches', () => {
    const file = 'admin-panel/src/features/certificates/pdf-file.ts';
    const plain = relatedTests(file, false);
    const byFeature = relatedTests(file, true);
    expect(byFeature).toContain('admin-panel/src/features/certificates/certificates-list.test.tsx');
    // Through admin-panel/src/routes.tsx the plain graph reaches the dashboard's tests too.
    expect(plain.some((test) => test.startsWith('admin-panel/src/features/dashboard/'))).toBe(true);
    expect(byFeature.some((test) => test.startsWith('admin-panel/src/features/dashboard/'))).toBe(false);
  });

  test('a server route: the tests of its feature folder, which reach it only through the app', () => {
    const byFeature = relatedTests('server/src/features/inquiries/inquiry.routes.ts', true);
    expect(byFeature).toContain('server/src/features/inquiries/inquiry-insert.test.ts');
    expect(byFeature.some((test) => test.startsWith('server/src/features/donations/'))).toBe(false);
  });

  test('a composition root itself still reaches every test that builds the app', () => {
    const byFeature = relatedTests('server/src/app.ts', true);
    expect(byFeature).toContain('server/src/features/donations/donation.test.ts');
  });

  test('a shared/ file reaches the tests of the packages that import it', () => {
    const byFeature = relatedTests('shared/src/schemas/inquiry.ts', true);
    expect(byFeature.some((test) => test.startsWith('server/src/'))).toBe(true);
    expect(byFeature.some((test) => test.startsWith('public-site/src/'))).toBe(true);
  });
});
