import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TypeScript from 'typescript';
import { REPO_ROOT } from '../config';
import { FEDERATION_NAME, type Part } from './parts';

/**
 * The type side of the federation contract (docs/decisions/005-type-contract-at-release.md): a
 * remote release carries the declarations of its exposed modules, the shell release those of what
 * it expects of each remote (`contract-types/`, written by `pnpm release`), and TypeScript decides
 * whether each exposed module is assignable to the shell's expectation — a route table of another
 * shape or a Layout that needs a prop the shell does not pass is a problem, named with the
 * checker's own words. Packages the declarations import (react, react-router-dom) resolve from the
 * shell's installed dependencies here.
 */

interface RemoteTypes {
  exposes: Record<string, string>;
}
interface ShellTypes {
  expects: Partial<Record<string, { file: string; type: string }>>;
}

export interface TypeFit {
  problems: string[];
  /** Why the types were not compared (a release from before them, no TypeScript here). */
  skipped?: string;
}

const readContract = <T>(releaseDir: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir, 'contract-types', 'contract.json'), 'utf8')) as T;
  } catch {
    return undefined;
  }
};

function loadTypeScript(): typeof TypeScript | undefined {
  try {
    return createRequire(path.join(REPO_ROOT, 'package.json'))('typescript') as typeof TypeScript;
  } catch {
    return undefined;
  }
}

const moduleSpecifier = (file: string) => `./${file.replace(/\.d\.ts$/, '')}`;

/** A file that assigns each exposed module to the shell's expectation of it, one line each. */
function checkSource(
  expected: { file: string; type: string },
  exposes: Record<string, string>,
): { text: string; lineOf: string[] } {
  const lines = [
    `import type { ${expected.type} as Expected } from '${moduleSpecifier(`shell-release/${expected.file}`)}';`,
    `type Want<K extends string> = K extends keyof Expected ? Expected[K] : unknown;`,
  ];
  const lineOf = ['', ''];
  for (const [name, file] of Object.entries(exposes)) {
    lines.push(
      `export const expose_${name.replace(/\W/g, '_')}: Want<'${name}'> = null as unknown as typeof import('${moduleSpecifier(`remote-release/${file}`)}');`,
    );
    lineOf.push(name);
  }
  return { text: `${lines.join('\n')}\n`, lineOf };
}

/** Does the remote release in `remoteDir` fit the types the shell release in `shellDir` expects? */
export function typeContractFit(shellDir: string, remotePart: Exclude<Part, 'shell'>, remoteDir: string): TypeFit {
  const shell = readContract<ShellTypes>(shellDir);
  const remote = readContract<RemoteTypes>(remoteDir);
  const expected = shell?.expects[FEDERATION_NAME[remotePart]];
  if (!shell || !remote || !expected)
    return {
      problems: [],
      skipped: `types not compared: the ${!shell || !expected ? 'shell' : remotePart} release has no type declarations (released before them)`,
    };
  const ts = loadTypeScript();
  const dependencies = path.join(REPO_ROOT, 'shell', 'node_modules');
  if (!ts || !fs.existsSync(dependencies))
    return {
      problems: [],
      skipped: 'types not compared: TypeScript or the shell’s dependencies are not installed here',
    };

  // Under the shell's node_modules, so `react` and `react-router-dom` resolve to its copies.
  const cache = path.join(dependencies, '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const work = fs.mkdtempSync(path.join(cache, 'dds-contract-'));
  try {
    fs.cpSync(path.join(shellDir, 'contract-types'), path.join(work, 'shell-release'), { recursive: true });
    fs.cpSync(path.join(remoteDir, 'contract-types'), path.join(work, 'remote-release'), { recursive: true });
    const { text, lineOf } = checkSource(expected, remote.exposes);
    const checkFile = path.join(work, 'check.ts');
    fs.writeFileSync(checkFile, text);
    const program = ts.createProgram([checkFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: '@emotion/react',
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The release's own declarations are checked too: an import they lost would make a type `any`.
      skipLibCheck: false,
    });
    const releaseFiles = program.getSourceFiles().filter((file) => path.resolve(file.fileName).startsWith(work));
    const diagnostics = releaseFiles.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]);
    const problems = diagnostics.map((diagnostic) => {
      const message = ts
        .flattenDiagnosticMessageText(diagnostic.messageText, ' ')
        .replaceAll(`${work}/shell-release/`, '')
        .replaceAll(`${work}/remote-release/`, '')
        .replace(/\s+/g, ' ');
      const file = diagnostic.file;
      if (file && path.resolve(file.fileName) === checkFile && diagnostic.start !== undefined) {
        const expose = lineOf[file.getLineAndCharacterOfPosition(diagnostic.start).line];
        if (expose) return `${remotePart}'s ${expose} does not fit the shell's types: ${shorten(message)}`;
      }
      return `${remotePart}'s type declarations do not compile here${file ? ` (${path.relative(work, file.fileName)})` : ''}: ${shorten(message)}`;
    });
    return { problems };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** TypeScript's chain goes from the module to the detail: a long one keeps its start and its end. */
const shorten = (message: string) =>
  message.length > 420 ? `${message.slice(0, 140)} … ${message.slice(-280)}` : message;
