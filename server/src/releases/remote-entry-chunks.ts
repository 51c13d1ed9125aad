/**
 * The chunk files a webpack runtime can request, read from its chunk-filename function
 * (`__webpack_require__.u`, minified to `<x>.u=e=>(({id:"name",…}[e]||e)+"."+{id:"hash",…}[e]+".js")`,
 * or `(222===e?"emotion":e)` for a single named chunk).
 * A release whose remoteEntry.js or main script names a chunk it does not hold would fail on the
 * page that needs it, long after a health check said "ok"; this lets the release check see that.
 * Returns [] when the script has no such function (no lazy chunks) or an unknown shape.
 */
export function remoteEntryChunkFiles(source: string): string[] {
  const start = source.search(/\.u=(?:function\(\w+\)\{return|\(?\w+\)?=>)/);
  if (start < 0) return [];
  const end = source.indexOf('.js"', start);
  if (end < 0) return [];
  const body = source.slice(start, end);
  const maps = [...body.matchAll(/\{[^{}]*\}/g)].map((m) => parseStringMap(m[0]));
  if (!maps.length || body.length > 200_000) return [];
  const hashes = maps[maps.length - 1]!;
  const names = maps.length > 1 ? maps[0]! : {};
  // One named chunk is minified to a comparison instead of a map: `(222===e?"emotion":e)`.
  for (const match of body.matchAll(/(?<![\w.])(\d+(?:e\d+)?)===\w+\?"([^"]+)"/g))
    names[chunkId(match[1]!)] = match[2]!;
  return Object.entries(hashes).map(([id, hash]) => `${names[id] ?? id}.${hash}.js`);
}

function parseStringMap(literal: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const match of literal.matchAll(/(?<=[{,])(?:"([^"]+)"|(\d+(?:e\d+)?)):"([^"]*)"/g)) {
    const key = match[1] ?? (match[2] === undefined ? undefined : chunkId(match[2]));
    if (key !== undefined && match[3] !== undefined) map[key] = match[3];
  }
  return map;
}

/** A numeric chunk id as webpack names its file: the minifier writes 4000 as `4e3`. */
function chunkId(literal: string): string {
  return String(Number(literal));
}
