import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A Chromium that has a font of its own beside the machine's, as an Android phone has Noto Sans
 * Devanagari: fontconfig (which Chromium on Linux asks, local() included) reads one more folder,
 * named by FONTCONFIG_FILE in the browser's environment. The test machine has no Devanagari font.
 */
export function fontconfigWith(dir: string, fontFiles: { name: string; bytes: Buffer }[]): Record<string, string> {
  const fonts = path.join(dir, 'fonts');
  fs.mkdirSync(fonts, { recursive: true });
  for (const file of fontFiles) fs.writeFileSync(path.join(fonts, file.name), file.bytes);
  const conf = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>` +
      `<include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fonts}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  return { ...(process.env as Record<string, string>), FONTCONFIG_FILE: conf };
}

/** A file of @fontsource/noto-sans-devanagari, the package the public site ships its font from. */
export function notoSansDevanagariFile(name: string): Buffer {
  const fromPublicSite = createRequire(path.join(__dirname, '../../public-site/package.json'));
  return fs.readFileSync(fromPublicSite.resolve(`@fontsource/noto-sans-devanagari/files/${name}`));
}

/**
 * The TrueType font inside a WOFF 1 file (each table zlib-compressed, W3C WOFF §5): what an
 * installed font is. fontconfig reads WOFF 2 too, but Chromium's local() lookup only takes
 * TrueType/OpenType files.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + 20 * i;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? zlib.inflateSync(raw) : raw,
    };
  });
  // The sfnt header: its flavour (TrueType or CFF), the table count and the binary-search fields.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * power, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(16 * (count - power), 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3); // tables start on 4-byte boundaries
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** Where a table of a TrueType font starts, from its table directory. */
function tableOffset(font: Buffer, tag: string): number {
  for (let i = 0; i < font.readUInt16BE(4); i++)
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === tag) return font.readUInt32BE(20 + 16 * i);
  throw new Error(`no ${tag} table`);
}

/**
 * The same font with every glyph's advance width times `factor` (hmtx; the outlines unchanged):
 * a font that sets text that much narrower or wider, as another version or another design of a
 * script does. A copy; the table checksums are left as they were (no font reader checks them).
 */
export function withAdvancesScaled(font: Buffer, factor: number): Buffer {
  const scaled = Buffer.from(font);
  const metrics = scaled.readUInt16BE(tableOffset(scaled, 'hhea') + 34);
  const hmtx = tableOffset(scaled, 'hmtx');
  for (let i = 0; i < metrics; i++)
    scaled.writeUInt16BE(Math.round(scaled.readUInt16BE(hmtx + 4 * i) * factor), hmtx + 4 * i);
  return scaled;
}
