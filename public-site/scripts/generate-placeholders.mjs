// Writes the SAMPLE pictures listed in src/content/images.ts (marked `sample: true` there): the
// gallery and video posters a fresh install shows until the admin uploads the institute's own
// photos and videos in the admin panel (/admin/gallery, /admin/videos). Each says "Sample" on it.
// They are written as WebP, drawn from an SVG: the browser makes a document of its own for every SVG
// <img> on the main thread (~55 ms each on a low-tier phone), and /Photos shows 50 of them; a WebP is
// decoded off the main thread (decision 027, "The public routes under 95"). A gallery picture is
// 560×420, twice the largest box it fills (280×210), so it stays sharp on phones' screens.
// Run: node scripts/generate-placeholders.mjs
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
// What each picture shows: the list src/content/images.ts reads for the pictures' alt text.
const subjects = JSON.parse(readFileSync(new URL('../src/content/sample-subjects.json', import.meta.url), 'utf8'));
const palettes = [
  ['#7f1d1d', '#f59e0b'],
  ['#991b1b', '#fb923c'],
  ['#450a0a', '#dc2626'],
  ['#9a3412', '#fbbf24'],
  ['#b91c1c', '#fda4af'],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function photo(i, label, w = 400, h = 300) {
  const [a, b] = palettes[i % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.25}" r="${h * 0.18}" fill="#fff" opacity=".15"/><path d="M0 ${h * 0.8} L${w * 0.3} ${h * 0.5} L${w * 0.55} ${h * 0.72} L${w * 0.75} ${h * 0.58} L${w} ${h * 0.8} V${h} H0Z" fill="#fff" opacity=".18"/><rect x="16" y="16" width="86" height="28" rx="14" fill="#fff" opacity=".9"/><text x="59" y="35" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" font-weight="700" letter-spacing="1.5" fill="#7f1d1d">SAMPLE</text><text x="24" y="${h - 28}" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${esc(label)}</text></svg>\n`;
}

/** The SVG drawn at `width` px wide as WebP (quality 75: ~6 KB at 560 px). */
async function writeWebp(rel, svg, width) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  const [, w] = /width="(\d+)"/.exec(svg);
  await sharp(Buffer.from(svg), { density: (72 * width) / Number(w) })
    .resize(width)
    .webp({ quality: 75 })
    .toFile(file);
}

for (let i = 1; i <= 50; i++) {
  const name = `gallery/photo-${String(i).padStart(2, '0')}`;
  await writeWebp(`${name}.webp`, photo(i, `${subjects[(i - 1) % subjects.length]} #${Math.ceil(i / 10)}`), 560);
  rmSync(join(root, `${name}.svg`), { force: true });
}
// The video posters likewise (/Videos shows 8): 720×405, about twice a card's width (300–400 px).
for (let i = 1; i <= 8; i++) {
  await writeWebp(`videos/poster-${i}.webp`, photo(i + 2, `DDS video ${i}`, 480, 270), 720);
  rmSync(join(root, `videos/poster-${i}.svg`), { force: true });
}
console.log('placeholders written to', root);
