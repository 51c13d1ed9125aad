import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readReleaseManifest, RELEASE_FILE, sha256OfFile, type ReleaseManifest } from './release-manifest';
import { remoteEntryChunkFiles } from './remote-entry-chunks';

/**
 * Everything wrong with a release folder, as sentences naming the file; empty when it is complete.
 * A release is refused (at `pnpm release`, at install, and by /api/health when live) unless:
 *  - release.json lists every file with its size and SHA-256, and each is there unchanged
 *    (a half-copied or edited folder fails here);
 *  - each precompressed twin (.br, .gz) decompresses to its original (a twin left from another
 *    build would serve old code to every browser that accepts it);
 *  - every file the build's own indexes name exists: the remote's mf-manifest.json assets and the
 *    chunks its remoteEntry.js can request, the shell's index.html scripts, the public site's
 *    server-render module.
 */
export function checkRelease(dir: string, expectedPart?: string): string[] {
  let manifest: ReleaseManifest;
  try {
    manifest = readReleaseManifest(dir);
  } catch (error) {
    return [`${RELEASE_FILE} is missing or unreadable (${(error as Error).message.split('\n')[0]})`];
  }
  const problems: string[] = [];
  if (expectedPart && manifest.part !== expectedPart)
    problems.push(`${RELEASE_FILE} says part "${manifest.part}", expected "${expectedPart}"`);
  problems.push(...checkListedFiles(dir, manifest));
  if (problems.length) return problems; // the indexes below would only repeat the same missing files
  problems.push(...checkCompressedTwins(dir, manifest));
  const has = (rel: string) => Object.hasOwn(manifest.files, rel);
  const missing = (from: string, files: Iterable<string>) => {
    for (const rel of files) if (!has(rel)) problems.push(`${rel} (named by ${from}) is missing`);
  };
  if (has('mf-manifest.json')) missing('mf-manifest.json', federationManifestFiles(path.join(dir, 'mf-manifest.json')));
  if (has('remoteEntry.js'))
    missing('remoteEntry.js', remoteEntryChunkFiles(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')));
  if (manifest.part === 'shell') {
    if (!has('index.html')) problems.push('index.html is missing');
    else {
      const pageFiles = indexHtmlFiles(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
      missing('index.html', pageFiles);
      for (const script of pageFiles.filter((rel) => rel.endsWith('.js') && has(rel))) {
        missing(script, remoteEntryChunkFiles(fs.readFileSync(path.join(dir, script), 'utf8')));
      }
    }
  }
  if (manifest.part === 'public-site') {
    const render = renderModuleName(dir);
    if (!render) problems.push('prerender/manifest.json names no server-render module');
    else missing('prerender/manifest.json', [`server/${render}`]);
  }
  if (manifest.part !== 'shell' && !has('remoteEntry.js')) problems.push('remoteEntry.js is missing');
  return problems;
}

function checkListedFiles(dir: string, manifest: ReleaseManifest): string[] {
  const problems: string[] = [];
  for (const [rel, expected] of Object.entries(manifest.files)) {
    const full = path.join(dir, rel);
    if (!isInside(dir, full)) {
      problems.push(`${rel} points outside the release`);
      continue;
    }
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat?.isFile()) problems.push(`${rel} is missing`);
    else if (stat.size !== expected.size) problems.push(`${rel} has ${stat.size} bytes, expected ${expected.size}`);
    else if (sha256OfFile(full) !== expected.sha256) problems.push(`${rel} differs from the build (SHA-256)`);
  }
  return problems;
}

const DECOMPRESS = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync } as const;

function checkCompressedTwins(dir: string, manifest: ReleaseManifest): string[] {
  const problems: string[] = [];
  for (const rel of Object.keys(manifest.files)) {
    const ext = path.extname(rel) as keyof typeof DECOMPRESS;
    const original = rel.slice(0, -ext.length);
    if (!(ext in DECOMPRESS) || !manifest.files[original]) continue;
    let bytes: Buffer;
    try {
      bytes = DECOMPRESS[ext](fs.readFileSync(path.join(dir, rel)));
    } catch {
      problems.push(`${rel} is not valid ${ext === '.br' ? 'brotli' : 'gzip'}`);
      continue;
    }
    if (!bytes.equals(fs.readFileSync(path.join(dir, original))))
      problems.push(`${rel} does not decompress to ${original}`);
  }
  return problems;
}

const isInside = (root: string, full: string) => path.resolve(full).startsWith(path.resolve(root) + path.sep);

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Assets }[];
  shared?: { assets?: Assets }[];
}
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

function federationManifestFiles(file: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(path.posix.join(entry.path ?? '', entry.name));
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [item.assets?.js, item.assets?.css])
      for (const rel of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(rel);
  }
  return [...files];
}

/** Local scripts and styles the shell's page loads (absolute paths from the site root). */
/** Named by index.html but answered by the server from Settings, never a build file (decision 021). */
const SERVED_BY_SERVER = new Set(['manifest.webmanifest']);

function indexHtmlFiles(html: string): string[] {
  const files = new Set<string>();
  // Minified HTML leaves attribute values unquoted (src=/main.1a2b3c4d.js).
  for (const match of html.matchAll(/\s(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>"']+))/g)) {
    const url = match[1] ?? match[2] ?? match[3];
    if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:') || url.startsWith('#')) continue;
    const clean = url.split(/[?#]/)[0]!.replace(/^\.?\//, '');
    if (/\.(js|css|webmanifest|ico|png|svg)$/.test(clean) && !SERVED_BY_SERVER.has(clean)) files.add(clean);
  }
  return [...files];
}

function renderModuleName(dir: string): string | undefined {
  try {
    const name = (
      JSON.parse(fs.readFileSync(path.join(dir, 'prerender', 'manifest.json'), 'utf8')) as { renderModule?: string }
    ).renderModule;
    return name && path.basename(name) === name ? name : undefined;
  } catch {
    return undefined;
  }
}
