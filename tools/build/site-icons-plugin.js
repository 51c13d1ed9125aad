// Makes the site's icons and its share picture from the logo at build time
// (docs/decisions/017-search-and-sharing.md), so they never drift from it:
// - favicon.ico: 16, 32 and 48 px (browsers, and crawlers that ask for /favicon.ico whatever the page says);
// - apple-touch-icon.png: 180 px on white (iOS fills transparency with black);
// - icon-192.png, icon-512.png: the PNG icons browsers, Android's home screen and the web app manifest
//   take (the shipped logo is 128 px, so these are enlargements until the owner uploads a logo);
// - share-card.png: 1200 × 630, the large preview card WhatsApp, Facebook and X show for a shared link.
// sharp is passed in by the package that uses this, so it is resolved from that package.

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
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

async function siteIcons(sharp, logo) {
  const resized = (size) =>
    sharp(logo).resize(size, size, { kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();
  const favicon = ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await resized(size) }))));
  const touch = await sharp({ create: { width: 180, height: 180, channels: 4, background: '#ffffff' } })
    .composite([{ input: await resized(152), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  // The logo centred on a warm background between the brand's red and gold bands: it reads as the
  // institute's in a 1.91:1 card and still in the square crop some apps show.
  const band = (height, fill) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${height}"><rect width="1200" height="${height}" fill="${fill}"/></svg>`,
    );
  const share = await sharp({ create: { width: 1200, height: 630, channels: 4, background: CREAM } })
    .composite([
      { input: band(36, BRAND), top: 0, left: 0 },
      { input: band(8, GOLD), top: 36, left: 0 },
      { input: band(8, GOLD), top: 586, left: 0 },
      { input: band(36, BRAND), top: 594, left: 0 },
      { input: await resized(320), gravity: 'center' },
    ])
    .flatten({ background: CREAM })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // The server makes the same files from an uploaded logo or favicon (server/src/features/site-content/site-icons.ts).
  return {
    'favicon.ico': favicon,
    'apple-touch-icon.png': touch,
    'icon-192.png': await resized(192),
    'icon-512.png': await resized(512),
    'share-card.png': share,
  };
}

class SiteIconsPlugin {
  constructor(sharp, logoFile) {
    this.sharp = sharp;
    this.logoFile = logoFile;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SiteIconsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.logoFile);
      compilation.hooks.processAssets.tapPromise(
        { name: 'SiteIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const logo = require('node:fs').readFileSync(this.logoFile);
          for (const [name, data] of Object.entries(await siteIcons(this.sharp, logo)))
            compilation.emitAsset(name, new RawSource(data));
        },
      );
    });
  }
}

module.exports = SiteIconsPlugin;
module.exports.siteIcons = siteIcons;
