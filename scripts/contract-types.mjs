// Writes the type side of a release's federation contract into `<dir>/contract-types/`, for
// `pnpm release` (docs/decisions/005-type-contract-at-release.md):
//  - a remote (public-site, admin-panel): the TypeScript declarations of each module it exposes,
//    and of the package files those declarations import — what Module Federation's DTS plugin
//    packs into @mf-types.zip, written offline from the workspace;
//  - the shell: the declarations of shell/src/federation/remote-exposes.ts, what it expects.
// The server compares the two with TypeScript before a release may go live
// (server/src/releases/contract-types.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from './lib.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const SHELL_EXPECTATIONS = 'shell/src/federation/remote-exposes.ts';
/** The interface in SHELL_EXPECTATIONS for each remote, by its federation name. */
const EXPECTED_TYPE = { public_site: 'PublicSiteExposes', admin_panel: 'AdminPanelExposes' };

const declarationOf = (file) => file.replace(/\.tsx?$/, '.d.ts');
const relative = (file) => path.relative(repo, file).split(path.sep).join('/');

/** Declarations for `roots` and everything they import in the program, by absolute path. */
function emitDeclarations(packageDir, roots) {
  const { config } = ts.readConfigFile(path.join(packageDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const program = ts.createProgram(roots, {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    // Types were checked by `pnpm typecheck`; emitting declarations needs no second full check.
    noCheck: true,
    rootDir: repo,
    outDir: repo,
  });
  const written = new Map();
  program.emit(undefined, (fileName, text) => written.set(path.resolve(fileName), text));
  return written;
}

/** The declarations reachable from `roots` through relative imports: the files a checker needs. */
function reachable(written, roots) {
  const kept = new Map();
  const queue = roots.map((root) => declarationOf(root));
  while (queue.length) {
    const file = queue.pop();
    if (kept.has(file) || !written.has(file)) continue;
    const text = written.get(file);
    kept.set(file, text);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue; // a package (react, @dds/shared/…): resolved where checked
      const base = path.resolve(path.dirname(file), fileName).replace(/\.js$/, '');
      queue.push(...[`${base}.d.ts`, path.join(base, 'index.d.ts')].filter((candidate) => written.has(candidate)));
    }
  }
  return kept;
}

/** Writes `<dir>/contract-types/` for `part`; returns the number of declaration files written. */
export function emitContractTypes(part, dir) {
  const packageDir = path.join(repo, part);
  const out = path.join(dir, 'contract-types');
  fs.rmSync(out, { recursive: true, force: true });
  let roots;
  let contract;
  if (part === 'shell') {
    roots = [path.join(repo, SHELL_EXPECTATIONS)];
    const file = relative(declarationOf(roots[0]));
    contract = {
      part,
      expects: Object.fromEntries(Object.entries(EXPECTED_TYPE).map(([remote, type]) => [remote, { file, type }])),
    };
  } else {
    const exposes = require(path.join(packageDir, 'exposes.js'));
    const entries = Object.entries(exposes).map(([name, file]) => [
      name.replace(/^\.\//, ''),
      path.resolve(packageDir, file),
    ]);
    roots = entries.map(([, file]) => file);
    contract = {
      part,
      exposes: Object.fromEntries(entries.map(([name, file]) => [name, relative(declarationOf(file))])),
    };
  }
  const files = reachable(emitDeclarations(packageDir, roots), roots);
  for (const [file, text] of files) {
    const target = path.join(out, relative(file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  fs.writeFileSync(path.join(out, 'contract.json'), `${JSON.stringify(contract, null, 2)}\n`);
  return files.size;
}

// `node scripts/contract-types.mjs <part> <dir>`: the same, from the command line.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [part, dir] = process.argv.slice(2);
  console.log(`${emitContractTypes(part, path.resolve(dir))} declaration files in ${path.join(dir, 'contract-types')}`);
}
