const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const CopyPublicPlugin = require('./copy-public-plugin');

// webpack is the front ends' dependency, not the root's: resolved the way the shell's build finds it.
const webpack = require(require.resolve('webpack', { paths: [path.join(__dirname, '../../shell')] }));

/**
 * `pnpm dev` rebuilds on a change: a file changed or added in a package's public/ folder (the logo,
 * a gallery placeholder) must reach the next build, as a changed source does, without a restart.
 */
test('a watching build copies a public file again when it changes, and one added later', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-copy-public-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
  fs.mkdirSync(path.join(dir, 'public/images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public/logo.txt'), 'first');
  fs.writeFileSync(path.join(dir, 'public/index.html'), '<!doctype html>');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new CopyPublicPlugin(path.join(dir, 'public'), ['index.html'])],
    infrastructureLogging: { level: 'none' },
  });
  const builds = [];
  let next;
  const watching = compiler.watch({ aggregateTimeout: 50, poll: 50 }, (error, stats) => {
    // What the build wrote (webpack keeps only the sizes of emitted sources in memory).
    const out = (name) => fs.readFileSync(path.join(dir, 'dist', name), 'utf8');
    builds.push(error ?? stats.compilation.getAssets().map((a) => [a.name, out(a.name)]));
    next?.();
  });
  // The next build, or a failure naming the change that started none.
  const built = (after) =>
    Promise.race([
      new Promise((resolve) => (next = resolve)),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no build after ${after}`)), 8000).unref()),
    ]);
  try {
    await built('the start');
    expect(Object.fromEntries(builds.at(-1))).toMatchObject({ 'logo.txt': 'first' });
    expect(Object.fromEntries(builds.at(-1))).not.toHaveProperty('index.html');

    const changed = built('public/logo.txt changed');
    fs.writeFileSync(path.join(dir, 'public/logo.txt'), 'second');
    await changed;
    expect(Object.fromEntries(builds.at(-1))).toMatchObject({ 'logo.txt': 'second' });

    const added = built('public/images/new.txt added');
    fs.writeFileSync(path.join(dir, 'public/images/new.txt'), 'new');
    await added;
    expect(Object.fromEntries(builds.at(-1))).toMatchObject({ 'images/new.txt': 'new' });
  } finally {
    await new Promise((resolve) => watching.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
