#!/usr/bin/env node
// Prints the ```sh blocks of deploy/README.md's "## Deploy" section (the runbook) as JSON [{ label, code }], each labelled
// by the bold step heading above it ("1", "2", … "Restore", "Upgrading"), so the drill runs exactly
// what a reader copies. Usage: readme-steps.mjs deploy/README.md
import fs from 'node:fs';

const text = fs.readFileSync(process.argv[2], 'utf8');
const start = text.search(/^## Deploy\b/m);
if (start < 0) throw new Error('README has no "## Deploy" section');
const rest = text.slice(start + 1);
const end = rest.search(/^## /m);
const section = end < 0 ? rest : rest.slice(0, end);

const steps = [];
let label = null;
let block = null;
for (const line of section.split('\n')) {
  if (block !== null) {
    if (line.startsWith('```')) {
      if (!label) throw new Error('a ```sh block in the Deploy section has no **step** heading above it');
      steps.push({ label, code: block.join('\n') + '\n' });
      block = null;
    } else block.push(line);
    continue;
  }
  const heading = /^\*\*(\d+)\.|^\*\*([A-Z][^*]*?)\.\*\*/.exec(line);
  if (heading) label = heading[1] ?? heading[2];
  if (/^```(sh|bash)\s*$/.test(line)) block = [];
}
if (block !== null) throw new Error('unterminated ```sh block in the Deploy section');
console.log(JSON.stringify(steps, null, 2));
