import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// A styled component's own props (tone, variant, kind…) must never reach the HTML. For an HTML tag
// emotion forwards every prop that @emotion/is-prop-valid knows as an attribute of *some* element:
// `kind` (of <track>) came out as <div kind="ok">, which the Nu checker refuses. For a component
// (styled(Link)) emotion forwards everything. This sweep reads every styled declaration of the
// front ends and asks for a shouldForwardProp that keeps such a prop back.

const fromStyled = createRequire(require.resolve('@emotion/styled'));
const isPropValid = (fromStyled('@emotion/is-prop-valid') as { default: (prop: string) => boolean }).default;

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['public-site/src', 'admin-panel/src', 'shell/src', 'shared/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** styled.div<{ a: T }> and styled('span' | Link, { shouldForwardProp… })<{ a: T }> */
const DECLARATION =
  /styled(?:\.([a-z][a-z0-9]*)|\(\s*(?:'([a-z][a-z0-9]*)'|([A-Z]\w*))\s*(?:,\s*(\{[^\n]*?\}))?\s*\))\s*<\{([^}]*)\}>/g;

interface Declaration {
  file: string;
  target: string;
  props: string[];
  options: string;
}

function declarations(): Declaration[] {
  const found: Declaration[] = [];
  for (const base of SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, base))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(DECLARATION)) {
        const props = [...m[5]!.matchAll(/(\w+)\??\s*:/g)].map((p) => p[1]!);
        found.push({ file: path.relative(ROOT, file), target: m[1] ?? m[2] ?? m[3]!, props, options: m[4] ?? '' });
      }
    }
  }
  return found;
}

/** The props that would reach the element: those emotion forwards and no shouldForwardProp names. */
function forwardedProps(d: Declaration): string[] {
  const isTag = /^[a-z]/.test(d.target);
  return d.props.filter((prop) => (isTag ? isPropValid(prop) : true) && !new RegExp(`['"]${prop}['"]`).test(d.options));
}

it('finds the styled declarations with props (the sweep reads what it should)', () => {
  const all = declarations();
  expect(all.length).toBeGreaterThanOrEqual(17);
  expect(all.map((d) => d.file)).toEqual(
    expect.arrayContaining([
      'public-site/src/features/certificate/certificate-lookup.tsx',
      'shared/src/toast/toast.tsx',
    ]),
  );
});

it('forwards no styled-only prop to the HTML (no <div kind>, <nav open>, <a variant>)', () => {
  const leaks = declarations()
    .map((d) => ({ at: `${d.file} styled(${d.target})`, props: forwardedProps(d) }))
    .filter((d) => d.props.length);
  expect(leaks).toEqual([]);
});
