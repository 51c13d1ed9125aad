// Comments cite the repository's own documents (docs/contract.md §N, decision NNN, docs/security.md…),
// never a tracker's issue number or a file outside the repository (docs/README.md): a newcomer can
// open what a comment points to. This reads every code file git knows of (tracked, or new and not
// ignored), outside docs/.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '../..');
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

const codeFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CODE.test(file) && !file.startsWith('docs/') && fs.existsSync(path.join(root, file)));

/** What a comment may not cite, with the reason shown when one does. */
const FORBIDDEN = [
  { pattern: /\bSPEC\.md\b/, instead: 'cite docs/contract.md §N' },
  { pattern: /\bDESIGN\.md\b/, instead: 'cite docs/architecture.md or a decision' },
  // The hand-out's toolchain notes are not in a clone either: what they taught lives in e2e/README.md.
  { pattern: /\bTOOLCHAIN\b/, instead: 'cite e2e/README.md or a decision' },
  { pattern: /\bissues? #?\d+/i, instead: 'cite the decision record or doc that holds it' },
];

const decisionFiles = fs.readdirSync(path.join(root, 'docs/decisions'));
/** "decision 026", "Decision 014", "decisions 014 and 024", "docs/decisions/027", "decisions/026-hindi.md". */
const DECISION = /\bdecisions?(?: |\/)(\d{3}(?:-[\w.-]*[\w])?)((?:,? (?:and |or )?\d{3}\b)*)/gi;

function lines(file) {
  return fs.readFileSync(path.join(root, file), 'utf8').split('\n');
}

test('the code files are found', () => {
  expect(codeFiles.length).toBeGreaterThan(500);
  expect(codeFiles).toContain('tools/checks/citations.test.js');
});

test('no code cites the product spec, the design note or a tracker issue: they are not in the repository', () => {
  const found = [];
  for (const file of codeFiles) {
    if (file === 'tools/checks/citations.test.js') continue; // its patterns name them
    lines(file).forEach((line, i) => {
      for (const { pattern, instead } of FORBIDDEN)
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()} — ${instead}`);
    });
  }
  expect(found).toEqual([]);
});

test('every decision a code file cites is a record in docs/decisions/', () => {
  const missing = [];
  for (const file of codeFiles) {
    if (file === 'tools/checks/citations.test.js') continue; // its examples
    lines(file).forEach((line, i) => {
      for (const [, first, more] of line.matchAll(DECISION)) {
        const cited = [first, ...(more.match(/\d{3}/g) ?? [])];
        for (const name of cited) {
          // "027" names a record by number; "026-hindi.md" (or "026-hindi") by its file.
          const exists = /^\d{3}$/.test(name)
            ? decisionFiles.some((f) => f.startsWith(`${name}-`))
            : decisionFiles.includes(name.endsWith('.md') ? name : `${name}.md`);
          if (!exists) missing.push(`${file}:${i + 1}: decision ${name}`);
        }
      }
    });
  }
  expect(missing).toEqual([]);
});

test('the patterns catch what they are for', () => {
  const forbidden = (text) => FORBIDDEN.some(({ pattern }) => pattern.test(text));
  expect(
    ['see SPEC.md §3', 'DESIGN.md', '(issue 14)', 'Issue #26 item 4', 'issues 12', 'TOOLCHAIN.md'].filter(forbidden),
  ).toHaveLength(6);
  expect(['parsed.error.issues[0]', 'docs/contract.md §3', 'decision 026'].filter(forbidden)).toEqual([]);
  const cited = (text) =>
    [...text.matchAll(DECISION)].map(([, first, more]) => [first, ...(more.match(/\d{3}/g) ?? [])]);
  expect(cited('decision 026 §2; decisions 014 and 024; docs/decisions/026-hindi.md, docs/decisions/004).')).toEqual([
    ['026'],
    ['014', '024'],
    ['026-hindi.md'],
    ['004'],
  ]);
});
