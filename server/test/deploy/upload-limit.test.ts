import fs from 'node:fs';
import path from 'node:path';
import { MAX_CERTIFICATE_BYTES, MAX_SCREENSHOT_BYTES } from '@dds/shared/src/constants';
import { MAX_PHOTO_BYTES } from '@dds/shared/src/schemas/gallery';
import { MAX_PORTRAIT_BYTES } from '@dds/shared/src/schemas/people';

/**
 * One upload limit, said the same way in three places: the app's constants (what it enforces), the
 * nginx sites deploy/README.md tells operators to install (what reaches the app), and the docs (what the
 * institute is promised: docs/admin-guide.md for photos, docs/security.md for the rest). docs/decisions/010-upload-limit-and-request-edges.md.
 */
const ROOT = path.resolve(__dirname, '../../..');
const MiB = 1024 * 1024;
const LARGEST_UPLOAD = Math.max(MAX_PHOTO_BYTES, MAX_PORTRAIT_BYTES, MAX_CERTIFICATE_BYTES, MAX_SCREENSHOT_BYTES);
const SITES = ['dds.conf', 'dds-admin.conf'].map((f) => path.join(ROOT, 'deploy/nginx', f));
const promises = ['docs/admin-guide.md', 'docs/security.md']
  .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
  .join('\n');

/** nginx sizes: `16m` (MiB), `900k` (KiB) or bytes. */
function nginxBytes(size: string): number {
  const m = /^(\d+)([km]?)$/i.exec(size);
  if (!m) throw new Error(`not an nginx size: ${size}`);
  return Number(m[1]) * (m[2]?.toLowerCase() === 'm' ? MiB : m[2] ? 1024 : 1);
}

describe.each(SITES)('%s', (site) => {
  const conf = fs.readFileSync(site, 'utf8');

  it('lets the largest upload the app accepts through, with room for the multipart framing, and not much more', () => {
    const sizes = [...conf.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => nginxBytes(m[1]!));
    expect(sizes).toHaveLength(1);
    // Multipart framing and the caption field add at most a few KB to the file.
    expect(sizes[0]).toBeGreaterThanOrEqual(LARGEST_UPLOAD + 64 * 1024);
    // Above the app's limit, so the app answers "the limit is N MB" itself; nginx only stops absurd bodies.
    expect(sizes[0]).toBeLessThanOrEqual(LARGEST_UPLOAD + MiB);
  });

  it("answers its own 413 (a body over nginx's limit) in the app's JSON shape, naming the same limit", () => {
    const target = /^\s*error_page\s+413\s+(@\w+);/m.exec(conf)?.[1];
    expect(target).toBeDefined();
    const location = new RegExp(`location ${target} \\{([\\s\\S]*?)\\n\\s*\\}\\n`).exec(conf)?.[1] ?? '';
    expect(location).toMatch(/default_type application\/json;/);
    const body = /return 413 '([^']*)';/.exec(location)?.[1];
    expect(JSON.parse(body ?? 'null')).toEqual({
      message: `File is too large: no upload may be over ${LARGEST_UPLOAD / MiB} MB`,
    });
  });
});

describe('docs/admin-guide.md and docs/security.md', () => {
  it('promises the limits the app enforces', () => {
    expect(promises).toContain(
      `Photos (JPEG, PNG or WebP; up to ${MAX_PHOTO_BYTES / MiB} MB, portraits ${MAX_PORTRAIT_BYTES / MiB} MB`,
    );
    expect(promises).toContain(`(PNG, JPEG or WebP, up to **${MAX_SCREENSHOT_BYTES / MiB} MB**)`);
    expect(promises).toMatch(
      new RegExp(
        `Certificates are PDFs checked by their bytes, up to\\s+\\*\\*${MAX_CERTIFICATE_BYTES / MiB} MB\\*\\*`,
      ),
    );
    // …and says what nginx lets through, as deploy/nginx has it.
    const nginxLimit = /client_max_body_size\s+(\d+m);/.exec(fs.readFileSync(SITES[0]!, 'utf8'))?.[1];
    expect(promises).toContain(`\`client_max_body_size ${nginxLimit}\``);
  });
});
