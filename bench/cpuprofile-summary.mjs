// Summarises a V8 CPU profile (`node --cpu-prof`): self and inclusive time per module and per
// function, with positions in the compiled server mapped back to server/src and shared/src through
// main.js.map. `--callers TEXT` adds the call chains under the functions whose name contains TEXT.
//
//   cd server && node build.mjs --outdir dist-prof
//   node --cpu-prof --cpu-prof-dir /tmp/prof dist-prof/main.js   # load it (autocannon), then SIGTERM
//   node ../bench/cpuprofile-summary.mjs /tmp/prof/CPU.*.cpuprofile 30 --callers executeQuery
//
// (idle) is the main thread waiting (e.g. for a batch's fsync); a worker thread writes its own file.
// Native calls without a JS frame count as their caller's self time: SQLite's work shows as
// kysely's SqliteConnection.executeQuery (it calls better-sqlite3's run/all).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg) || 30;
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const maps = new Map();
function sourceMapFor(url) {
  if (!url.endsWith('.js') || url.includes('node_modules') || !url.startsWith('file://')) return undefined;
  if (!maps.has(url)) {
    const p = new URL(url).pathname + '.map';
    maps.set(url, fs.existsSync(p) ? new SourceMap(JSON.parse(fs.readFileSync(p, 'utf8'))) : undefined);
  }
  return maps.get(url);
}
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function moduleOf(cf, src) {
  const url = src ?? cf.url;
  if (!url) return cf.functionName.startsWith('(') ? cf.functionName : '(native/v8)';
  if (url.startsWith('node:')) return url.split('/')[0].replace(/^node:internal.*/, 'node:internal');
  const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  return url.replace(/^file:\/\//, '').replace(/.*\/(server|shared)\/src\//, '$1/');
}
const keyCache = new Map();
function keyOf(id) {
  if (keyCache.has(id)) return keyCache.get(id);
  const cf = byId.get(id).callFrame;
  let src;
  let line = cf.lineNumber + 1;
  const sm = sourceMapFor(cf.url);
  if (sm) {
    const e = sm.findEntry(cf.lineNumber, cf.columnNumber);
    if (e && e.originalSource) {
      src = e.originalSource;
      line = e.originalLine + 1;
    }
  }
  const mod = moduleOf(cf, src);
  const k = { fn: `${cf.functionName || '(anon)'} ${mod}:${line}`, mod };
  keyCache.set(id, k);
  return k;
}

const self = new Map(),
  incl = new Map(),
  modSelf = new Map(),
  modIncl = new Map();
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
let total = 0;
const dt = prof.timeDeltas;
for (let i = 0; i < prof.samples.length; i++) {
  const w = dt[i + 1] ?? dt[i] ?? 0; // time until next sample is attributed to this one
  total += w;
  let id = prof.samples[i];
  const k0 = keyOf(id);
  add(self, k0.fn, w);
  add(modSelf, k0.mod, w);
  const seenF = new Set(),
    seenM = new Set();
  while (id !== undefined) {
    const k = keyOf(id);
    if (!seenF.has(k.fn)) {
      seenF.add(k.fn);
      add(incl, k.fn, w);
    }
    if (!seenM.has(k.mod)) {
      seenM.add(k.mod);
      add(modIncl, k.mod, w);
    }
    id = parent.get(id);
  }
}
const pct = (v) => ((100 * v) / total).toFixed(1).padStart(5) + '%';
const show = (title, m, n = top) => {
  console.log(`\n== ${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(v)}  ${k}`);
};
console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(2)} s sampled`);
show('self by module', modSelf, 25);
show('inclusive by module', modIncl, 25);
show('self by function', self);
show('inclusive by function', incl);
// --callers: the chains (6 frames) under the samples whose function matches
const ci = process.argv.indexOf('--callers');
if (ci > 0) {
  const needle = process.argv[ci + 1];
  const chains = new Map();
  for (let i = 0; i < prof.samples.length; i++) {
    const w = dt[i + 1] ?? 0;
    let id = prof.samples[i];
    if (!keyOf(id).fn.includes(needle)) continue;
    const chain = [];
    for (let d = 0; d < 6 && id !== undefined; d++) {
      chain.push(keyOf(id).fn);
      id = parent.get(id);
    }
    add(chains, chain.join(' <- '), w);
  }
  show(`callers of ${needle}`, chains, 15);
}
