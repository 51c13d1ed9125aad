import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ORIGIN, describeEachDialect, multipart } from '../../test/support/test-app';
import { makeMediaVariants } from './media-images';
import { createMediaStore, MEDIA_NAME } from './media-store';
import { reconcileUploads } from './reconcile-uploads';

const HOUR = 60 * 60_000;

/** A distinct real picture each call (content-addressed copies: the same bytes share one id). */
let shade = 0;
const picture = () => {
  shade += 1;
  return sharp({ create: { width: 700, height: 500, channels: 3, background: { r: shade * 7, g: 90, b: 140 } } })
    .png()
    .toBuffer();
};

/**
 * Picture copies in uploads/media (gallery photos, leaders, testimonials) left behind by a crash
 * between writing the copies and committing the row, or by a delete whose file removal failed,
 * are removed at start-up once older than the grace period; copies a row shows, and copies
 * younger than the grace period (another process may be about to commit their row), stay.
 */
describeEachDialect('start-up reconcile of picture copies (uploads/media)', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const mediaDir = () => path.join(t().dataDir, 'uploads', 'media');
  const copiesOf = (id: string) =>
    fs
      .readdirSync(mediaDir())
      .filter((n) => MEDIA_NAME.exec(n)?.[1] === id)
      .sort();
  const backdate = (id: string, ageMs: number) => {
    const when = new Date(Date.now() - ageMs);
    for (const name of copiesOf(id)) fs.utimesSync(path.join(mediaDir(), name), when, when);
  };
  const post = async (url: string, fields: Record<string, string>) => {
    const form = multipart(fields, { field: 'photo', name: 'photo.png', type: 'image/png', data: await picture() });
    const res = await t().app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Copies written as an upload writes them, with no row (the process died before the commit). */
  const copiesWithoutRow = async () => {
    const upload = path.join(t().dataDir, `upload-${shade}.png`);
    fs.writeFileSync(upload, await picture());
    const made = await makeMediaVariants(upload, 'photo');
    fs.rmSync(upload);
    await createMediaStore(t().dataDir).save(made.files);
    return made;
  };
  const reconcile = async () => {
    const lines: string[] = [];
    const report = await reconcileUploads(t().database.db, {
      dataDir: t().dataDir,
      graceMs: HOUR,
      log: (l) => lines.push(l),
    });
    return { report, log: lines.join('\n') };
  };
  const served = async (id: string) =>
    (await t().app.inject({ method: 'GET', url: `/media/${id}-160.webp` })).statusCode;

  it('removes old copies no row shows, keeps shown ones, young ones and files that are not copies', async () => {
    const photo = await post('/api/admin/photos', { caption: 'Computer lab, morning batch' });
    const leader = await post('/api/admin/leaders', {
      name: 'Dr. Rakesh Sharma',
      role: 'Director',
      message: 'Welcome.',
    });
    const testimonial = await post('/api/admin/testimonials', {
      name: 'Asha',
      course: 'Tally Prime',
      year: '2025',
      quote: 'I got a job.',
    });
    const shown = [photo.image.id, leader.photo.id, testimonial.photo.id] as string[];
    for (const id of shown) backdate(id, 3 * HOUR); // old but shown: must stay

    const crashed = (await copiesWithoutRow()).image.id; // crash between the copies and the row
    backdate(crashed, 2 * HOUR);
    // A delete whose commit went through but whose file removal did not (the process died in between).
    const gone = await post('/api/admin/photos', { caption: 'Deleted photo' });
    await t().database.db.deleteFrom('gallery_photos').where('id', '=', gone.id).execute();
    backdate(gone.image.id, 2 * HOUR);
    const beingWritten = (await copiesWithoutRow()).image.id; // another process, row not committed yet
    fs.writeFileSync(path.join(mediaDir(), 'notes.txt'), 'not a copy: not ours to delete');

    const crashedCopies = copiesOf(crashed).map((n) => `media/${n}`);
    const goneCopies = copiesOf(gone.image.id).map((n) => `media/${n}`);
    expect(crashedCopies.length).toBeGreaterThan(1);
    const { report, log } = await reconcile();

    expect(report.removed.sort()).toEqual([...crashedCopies, ...goneCopies].sort());
    expect(copiesOf(crashed)).toEqual([]);
    expect(copiesOf(gone.image.id)).toEqual([]);
    for (const id of shown) expect(copiesOf(id).length).toBeGreaterThan(1);
    for (const id of [leader.photo.id, testimonial.photo.id]) expect(await served(id)).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: `/media/${photo.image.id}-480.webp` })).statusCode).toBe(200);
    expect(copiesOf(beingWritten).length).toBeGreaterThan(1);
    expect(fs.existsSync(path.join(mediaDir(), 'notes.txt'))).toBe(true);
    expect(log).toContain(`Uploads: removed picture copy no photo or person shows ${crashedCopies[0]}`);
    expect(log).toMatch(new RegExp(`removed ${crashedCopies.length + goneCopies.length} leftover file`));
  });

  it('keeps an old orphan that an upload of the same picture has just reused (its row may not be committed yet)', async () => {
    const made = await copiesWithoutRow();
    backdate(made.image.id, 2 * HOUR);
    // The same picture uploaded again: the copies exist already, so save() writes nothing, but
    // marks them as just written.
    await createMediaStore(t().dataDir).save(made.files);
    const { report } = await reconcile();
    expect(report.removed).toEqual([]);
    expect(copiesOf(made.image.id)).toHaveLength(made.files.length);
  });

  it('keeps copies a deleted photo shared with a photo still shown (the same upload used twice)', async () => {
    const data = await picture();
    const twice = await Promise.all(
      ['First use', 'Second use'].map(async (caption) => {
        const form = multipart({ caption }, { field: 'photo', name: 'same.png', type: 'image/png', data });
        return (
          await t().app.inject({
            method: 'POST',
            url: '/api/admin/photos',
            payload: form.payload,
            headers: { ...form.headers, cookie, origin: ORIGIN },
          })
        ).json();
      }),
    );
    expect(twice[0].image.id).toBe(twice[1].image.id);
    await t().database.db.deleteFrom('gallery_photos').where('id', '=', twice[0].id).execute();
    backdate(twice[1].image.id, 2 * HOUR);
    const { report } = await reconcile();
    expect(report.removed).toEqual([]);
    expect((await t().app.inject({ method: 'GET', url: `/media/${twice[1].image.id}-480.webp` })).statusCode).toBe(200);
  });
});
