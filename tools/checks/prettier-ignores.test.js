// Prettier reads the root .gitignore and .prettierignore, not the .gitignore files inside packages:
// a folder that only a package's own .gitignore names (the bench's `.out/`, full of built bundles)
// was checked by `pnpm check`'s formatting step and failed it after every `pnpm bench`. Every
// folder a nested .gitignore ignores must be ignored by Prettier as well.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '../..');
const prettierBin = require.resolve('prettier/bin/prettier.cjs', { paths: [root] });

/** Prettier's own answer (`--file-info`, with the ignore files it reads from the root). */
function prettierIgnores(file) {
  const info = execFileSync(process.execPath, [prettierBin, '--file-info', file], { cwd: root, encoding: 'utf8' });
  return JSON.parse(info).ignored;
}

/** A code file inside each folder pattern (`name/`) of the .gitignore files below the root. */
function filesNestedIgnoresHide() {
  const nested = execFileSync('git', ['ls-files', '*/.gitignore'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return nested.flatMap((ignoreFile) =>
    fs
      .readFileSync(path.join(root, ignoreFile), 'utf8')
      .split('\n')
      .filter((line) => line.endsWith('/') && !line.startsWith('#'))
      .map((folder) => path.join(path.dirname(ignoreFile), folder, 'built.js')),
  );
}

test('every folder a package’s .gitignore ignores is ignored by Prettier too', () => {
  const files = filesNestedIgnoresHide();
  expect(files).toContain(path.join('bench', '.out', 'built.js'));
  expect(files.filter((file) => !prettierIgnores(file))).toEqual([]);
});
