// `import logo from './logo.png?responsive'`: at build time, sharp makes AVIF and WebP copies (and
// an optimised copy in the original format for old browsers) at a few widths, each named by the hash
// of its bytes (so the server and the service worker may keep them for ever), and the import is the
// description a <picture> needs: { src, width, height, sources: [{ type, srcSet }] }.
// Query `?widths=48,96&responsive` picks the widths (never wider than the original).
const crypto = require('node:crypto');
const path = require('node:path');

const DEFAULT_WIDTHS = [480, 960, 1440];
const ENCODERS = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};
const TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };

module.exports = function responsiveImageLoader(source) {
  const done = this.async();
  const { emit = true, sharpFrom = this.rootContext } = this.getOptions() || {};
  const sharp = require(require.resolve('sharp', { paths: [sharpFrom] }));
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const wanted = query.get('widths') ? query.get('widths').split(',').map(Number) : DEFAULT_WIDTHS;
  const base = path.basename(this.resourcePath, path.extname(this.resourcePath));

  (async () => {
    const meta = await sharp(source).metadata();
    const widths = [...new Set(wanted.map((w) => Math.min(w, meta.width)))].sort((a, b) => a - b);
    const fallback = meta.format === 'jpeg' ? 'jpeg' : 'png';
    const made = {};
    for (const format of ['avif', 'webp', fallback]) {
      made[format] = [];
      for (const width of widths) {
        const bytes = await ENCODERS[format](sharp(source).resize({ width })).toBuffer();
        const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const name = `assets/${base}.${hash}.${width}.${format === 'jpeg' ? 'jpg' : format}`;
        if (emit) this.emitFile(name, bytes);
        made[format].push({ name, width });
      }
    }
    const url = (name) => `__webpack_public_path__ + ${JSON.stringify(name)}`;
    const srcSet = (files) => files.map((f) => `${url(f.name)} + ${JSON.stringify(` ${f.width}w`)}`).join(' + ", " + ');
    const largest = made[fallback][made[fallback].length - 1];
    const code = `export default {
  src: ${url(largest.name)},
  width: ${meta.width},
  height: ${meta.height},
  sources: [${['avif', 'webp', fallback].map((f) => `{ type: ${JSON.stringify(TYPES[f])}, srcSet: ${srcSet(made[f])} }`).join(', ')}],
};`;
    done(null, code);
  })().catch(done);
};
module.exports.raw = true;
