import sharp from 'sharp';
import { iconFiles, shareCard } from '@dds/shared/site-icons';
// The server's decoder block (PNG, JPEG and WebP only: no SVG), under which uploads are drawn.
import '../../storage/screenshot-image';

// @dds/shared/site-icons draws the site's icons and share card, for the build from the shipped logo
// and here from an upload (docs/decisions/002-shared-stateful-contract.md, "the site's icons once").

const BLUE = '#1d4ed8';
const square = () =>
  sharp({ create: { width: 512, height: 512, channels: 4, background: BLUE } })
    .png()
    .toBuffer();

/** The colour at (x, y) of a PNG, as #rrggbb, and whether that pixel is opaque. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
  return {
    info,
    colourAt: (x: number, y: number) =>
      `#${[...at(x, y).subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
    opaque: async () => (await sharp(png).stats()).isOpaque,
  };
}

describe('the site icons drawing', () => {
  it('favicon.ico: an ICONDIR, then one 16-byte entry per PNG naming its size, length and offset, then the PNGs', async () => {
    const ico = (await iconFiles(sharp, await square()))['favicon.ico'];
    // Reserved 0, type 1 (icon), three images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    let next = 6 + 16 * 3;
    for (const [i, size] of [16, 32, 48].entries()) {
      const entry = ico.subarray(6 + 16 * i, 6 + 16 * (i + 1));
      const [length, offset] = [entry.readUInt32LE(8), entry.readUInt32LE(12)];
      // Width, height, no palette, reserved, one plane, 32 bits a pixel; the PNG right after the previous one.
      expect([entry[0], entry[1], entry[2], entry[3], entry.readUInt16LE(4), entry.readUInt16LE(6), offset]).toEqual([
        size,
        size,
        0,
        0,
        1,
        32,
        next,
      ]);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      next += length;
    }
    expect(ico.length).toBe(next);
  });

  it('the touch icon is 180 px on opaque white, whatever the picture; the home-screen icons are 192 and 512 px', async () => {
    // A picture on a transparent ground, as the server's square master of a wide logo is.
    const wide = await sharp({
      create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 512, height: 200, channels: 4, background: BLUE } })
            .png()
            .toBuffer(),
          gravity: 'center',
        },
      ])
      .png()
      .toBuffer();
    const files = await iconFiles(sharp, wide);
    const touch = await pixels(files['apple-touch-icon.png']);
    expect([touch.info.width, touch.info.height]).toEqual([180, 180]);
    // The picture at 152 px in the middle, white where it is transparent and around it: no pixel
    // iOS would fill with black.
    expect([touch.colourAt(2, 2), touch.colourAt(90, 30), touch.colourAt(90, 90)]).toEqual([
      '#ffffff',
      '#ffffff',
      BLUE,
    ]);
    expect(await touch.opaque()).toBe(true);
    for (const [name, side] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const meta = await sharp(files[name]).metadata();
      expect([name, meta.width, meta.height]).toEqual([name, side, side]);
    }
  });

  it('the share card draws its bands while SVG cannot be loaded, as on the server', async () => {
    // The block is in force: an SVG does not load here.
    await expect(
      sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')).png().toBuffer(),
    ).rejects.toThrow();
    const card = await pixels(await shareCard(sharp, await square()));
    expect([card.info.width, card.info.height]).toEqual([1200, 630]);
    expect(await card.opaque()).toBe(true);
    const [red, gold, cream] = ['#b91c1c', '#fbbf24', '#fff7ed'];
    // Red 36 px, gold 8 px, the warm ground, gold 8 px, red 36 px, down the card's left edge.
    expect([0, 35, 36, 43, 44, 585, 586, 593, 594, 629].map((y) => card.colourAt(10, y))).toEqual([
      red,
      red,
      gold,
      gold,
      cream,
      cream,
      gold,
      gold,
      red,
      red,
    ]);
    expect(card.colourAt(600, 315)).toBe(BLUE);
  });
});
