// The site's icons and share card, drawn from a square picture (docs/decisions/017-search-and-sharing.md):
// by the shell's build from the shipped logo (tools/build/site-icons-plugin.js) and by the server
// from an uploaded logo or favicon (server/src/features/site-content/site-icons.ts), one drawing for
// both so they never drift apart (docs/decisions/002-shared-stateful-contract.md, "the site's icons once").
// CommonJS, so the build's webpack config runs it as is; Node only (Buffer): no page imports it.
// sharp is passed in by the caller, resolved from its own package (this one does not depend on it).

const BRAND = '#b91c1c';
const GOLD = '#fbbf24';
const CREAM = '#fff7ed';

/** An .ico holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** The square picture at size × size px, as a PNG. */
const pngAt = (sharp, square, size) =>
  sharp(square).resize(size, size, { kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();

// The grounds are opaque, so every pixel of a file is: no flatten() (sharp flattens before it
// composites, so it would change nothing here anyway).

/**
 * The icons, by file name:
 * - favicon.ico: 16, 32 and 48 px (browsers, and crawlers that ask for /favicon.ico whatever the page says);
 * - apple-touch-icon.png: 180 px on an opaque white ground (iOS fills transparency with black);
 * - icon-192.png, icon-512.png: Android's home screen and install sizes.
 */
async function iconFiles(sharp, square) {
  const favicon = ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await pngAt(sharp, square, size) }))),
  );
  const touch = await sharp({ create: { width: 180, height: 180, channels: 4, background: '#ffffff' } })
    .composite([{ input: await pngAt(sharp, square, 152), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return {
    'favicon.ico': favicon,
    'apple-touch-icon.png': touch,
    'icon-192.png': await pngAt(sharp, square, 192),
    'icon-512.png': await pngAt(sharp, square, 512),
  };
}

/**
 * share-card.png, 1200 × 630, the card WhatsApp, Facebook and X show for a shared link: the picture
 * centred on a warm ground between the brand's red and gold bands — the institute's in a 1.91:1 card
 * and still in the square crop some apps show. The bands are plain rectangles, not SVG: the server
 * blocks libvips' SVG loader (uploads), and this runs there too.
 */
async function shareCard(sharp, square) {
  const band = (height, fill) => ({ create: { width: 1200, height, channels: 4, background: fill } });
  return sharp({ create: { width: 1200, height: 630, channels: 4, background: CREAM } })
    .composite([
      { input: band(36, BRAND), top: 0, left: 0 },
      { input: band(8, GOLD), top: 36, left: 0 },
      { input: band(8, GOLD), top: 586, left: 0 },
      { input: band(36, BRAND), top: 594, left: 0 },
      { input: await pngAt(sharp, square, 320), gravity: 'center' },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

module.exports = { iconFiles, shareCard, pngAt };
