import { leaderInputSchema, testimonialInputSchema } from '@dds/shared/schemas/people';
import { photoCaptionSchema, videoInputSchema, videoTitleSchema } from '@dds/shared/schemas/gallery';
import { reorderConflictMessage } from '@dds/shared/schemas/list-order';
import { EMPTY_SITE_SETTINGS, siteSettingsSchema } from '@dds/shared/schemas/site-settings';
import { siteTextLabel, siteTextValueSchema } from '@dds/shared/schemas/site-text-edit';
import { addAdminCatalogue } from './catalogue-registry';
import { hi } from './hi';
import { localServerAnswer } from './server-answers';

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } };
const messagesOf = (schema: Schema, inputs: unknown[]): string[] =>
  inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);

const control = 'A\u202eB';
const long = 'x'.repeat(2000);
const settingsWith = (values: Record<string, unknown>) => ({ ...EMPTY_SITE_SETTINGS, ...values });

/** What an admin can type on Settings, People, the gallery and videos (decision 026 §8). */
const schemaMessages = [
  ...messagesOf(siteSettingsSchema, [
    settingsWith({ instituteName: control, address: long, phone: '123', whatsapp: '12', email: 'nope', upiId: 'x' }),
    settingsWith({ mapsUrl: 'http://maps', facebook: 'fb', instagram: 'ig', youtube: 'yt', linkedin: 'li' }),
    settingsWith({ upiPayee: long, officeHours: long, email: long, mapsUrl: `https://${long}` }),
    settingsWith({ phone: 5, officeHours: control }),
  ]),
  ...messagesOf(leaderInputSchema, [
    { name: '', role: '', message: '' },
    { name: long, role: long, message: long },
  ]),
  ...messagesOf(testimonialInputSchema, [
    { name: '', course: '', year: '', quote: '' },
    { name: control, course: long, year: '12', quote: long },
  ]),
  ...messagesOf(photoCaptionSchema, [{ caption: '' }, { caption: long }]),
  ...messagesOf(videoInputSchema, [
    { url: '', title: '' },
    { url: 'https://example.com/x', title: long },
  ]),
  ...messagesOf(videoTitleSchema, [{ title: control }]),
];

/** The routes' own words on these screens, each from the file that says it. */
const serverWords = [
  'Photo is required: choose a JPEG, PNG or WebP image', // server features/gallery/gallery.routes.ts
  'File is too large: the limit is 15 MB', // server storage/multipart-form.ts tooLarge
  'The photo must be a PNG, JPEG or WebP image', // multipart-form.ts (acceptLabel of picture-upload.ts)
  'The image must be a PNG, JPEG or WebP image', // the same, site-icons.routes.ts
  'The picture must be a PNG, JPEG or WebP image (this file could not be read as one)', // storage/screenshot-image.ts
  'The picture is too small: at least 256 px on its longer side (this one is 100 × 80); 512 × 512 or more looks sharp everywhere', // site-content/site-icons.ts
  'Request body is too large', // app.ts
  'Photo not found', // gallery.routes.ts
  'Video not found',
  'Leader not found', // features/people/people.routes.ts
  'Testimonial not found',
  'Course not found', // features/courses/course.routes.ts
  'There is no such text on the site.', // features/site-content/site-text.routes.ts
  reorderConflictMessage({ changedBy: 'asha@dds.example', changedAt: '2026-12-01T05:30:00Z' }),
  reorderConflictMessage({ changedBy: null, changedAt: '2026-12-01T05:30:00Z' }),
  reorderConflictMessage({ changedBy: 'asha@dds.example', changedAt: null }),
  reorderConflictMessage({ changedBy: null, changedAt: null }),
];

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_WORD = /[A-Za-z]{3,}/g;
/** What stays Latin: the sites' and formats' own names (as the Settings screen's labels keep them), a link's parts, units. */
const KEPT = new Set(
  'WhatsApp Google Maps Facebook Instagram YouTube LinkedIn UPI JPEG PNG WebP https youtube com watch youtu shorts name bank'.split(
    ' ',
  ),
);

beforeAll(() => addAdminCatalogue('hi', hi));

describe("the content screens' answers in the admin's language (decision 026 §8)", () => {
  it('recognises every message the Settings, People, gallery and videos schemas give, and the routes’ own words, in Hindi', () => {
    expect(new Set(schemaMessages).size).toBeGreaterThan(20);
    for (const message of new Set([...schemaMessages, ...serverWords])) {
      const local = localServerAnswer('hi', message);
      expect([message, DEVANAGARI.test(local)]).toEqual([message, true]);
      const words = local.replace('asha@dds.example', '').replace(/\d{1,2} [A-Z][a-z]{2} \d{4}, [\d:]+ [ap]m/, '');
      expect([message, (words.match(LATIN_WORD) ?? []).filter((word) => !KEPT.has(word))]).toEqual([message, []]);
      expect(localServerAnswer('en', message)).toBe(message);
    }
  });

  it('says a field by its Hindi name and keeps who reordered a list and when', () => {
    expect(localServerAnswer('hi', 'WhatsApp number must be an Indian number of 10 digits, with or without +91')).toBe(
      'WhatsApp नंबर भारत का 10 अंकों का नंबर होना चाहिए, +91 के साथ या उसके बिना।',
    );
    expect(localServerAnswer('hi', 'phone: Phone must be text')).toBe('फ़ोन में पाठ होना चाहिए।');
    const reordered = localServerAnswer('hi', reorderConflictMessage({ changedBy: null, changedAt: null }));
    expect(reordered).toMatch(/^किसी दूसरे एडमिन ने किसी अनजान समय पर यह क्रम बदला।/);
    expect(localServerAnswer('hi', reorderConflictMessage({ changedBy: 'asha@dds.example', changedAt: null }))).toMatch(
      /^asha@dds\.example ने/,
    );
  });

  it('a site text’s check names it as the screen does (names given by the caller), else stays English', () => {
    const key = 'home.hero.headline';
    const [empty] = messagesOf(siteTextValueSchema(key), ['']);
    const [unknown] = messagesOf(siteTextValueSchema('pages.admission.lead'), ['{nmae} seats left']);
    expect(empty).toBe('Top of the page › Main heading cannot be empty');
    const names = { [siteTextLabel(key)]: 'पेज का ऊपरी हिस्सा › मुख्य शीर्षक' };
    expect(localServerAnswer('hi', empty!, names)).toBe('पेज का ऊपरी हिस्सा › मुख्य शीर्षक ख़ाली नहीं छोड़ा जा सकता।');
    expect(localServerAnswer('hi', empty!)).toBe(empty);
    const lead = { [siteTextLabel('pages.admission.lead')]: 'प्रवेश फ़ॉर्म › परिचय' };
    expect(localServerAnswer('hi', unknown!, lead)).toBe(
      'प्रवेश फ़ॉर्म › परिचय: {nmae} पेज अपने-आप नहीं भर सकता; इनमें से लिखें: {count}',
    );
  });
});
