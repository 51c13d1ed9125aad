import {
  hindiOf,
  isMissingHindi,
  keepCurrentHindi,
  parseHindiMemory,
  shownHindi,
  textInLanguage,
} from './content-hindi';
import { HI_CONTENT_NAMES, HI_COURSE_TEXTS } from './content-hi/register';
import { courseInputSchema, type CourseInput } from './course';

// The Hindi of the institute's records (docs/decisions/026-hindi.md §3): shown only while the
// English it translates is the record's English; the owner's first, the shipped one second.

const course = (over: Partial<CourseInput> = {}): CourseInput => ({
  name: 'ADCA + CCC',
  slug: '',
  shortName: 'ADCA',
  modes: ['Offline'],
  description: 'Advanced diploma together with the NIELIT CCC certificate.',
  duration: '12 months',
  fee: null,
  feeFrom: false,
  batches: [],
  eligibility: 'Class 10 pass',
  syllabus: ['Tally Prime with GST'],
  icon: 'award',
  visible: true,
  featured: false,
  inLandingGrid: false,
  inAdmissionCatalogue: true,
  ...over,
});

describe('a record’s text on a Hindi page', () => {
  it('an English text that is a name on every object ("constructor", "toString") is missing, not a function', () => {
    expect(hindiOf('constructor', {})).toBeUndefined();
    expect(isMissingHindi('toString', {})).toBe(true);
    expect(textInLanguage('constructor', {}, 'hi')).toEqual({ text: 'constructor', english: true });
  });

  it('the shipped Hindi while the English is the shipped English (the brackets keep the name students know)', () => {
    expect(textInLanguage('ADCA', {}, 'hi')).toEqual({ text: 'एडीसीए (ADCA)', english: false });
    expect(textInLanguage('12 months', undefined, 'hi')).toEqual({ text: '12 महीने', english: false });
  });

  it('the owner’s Hindi over the shipped one', () => {
    expect(textInLanguage('ADCA', { ADCA: 'ए.डी.सी.ए.' }, 'hi').text).toBe('ए.डी.सी.ए.');
  });

  it('English, marked as English, once the English is reworded and nobody wrote its Hindi', () => {
    expect(textInLanguage('ADCA Plus', { ADCA: 'ए.डी.सी.ए.' }, 'hi')).toEqual({ text: 'ADCA Plus', english: true });
    expect(isMissingHindi('ADCA Plus', { ADCA: 'ए.डी.सी.ए.' })).toBe(true);
    expect(hindiOf('ADCA Plus', { 'ADCA Plus': 'एडीसीए प्लस' })).toBe('एडीसीए प्लस');
  });

  it('an empty English is never missing (nothing shows); English pages show the English as it is', () => {
    expect(isMissingHindi('', {})).toBe(false);
    expect(textInLanguage('', {}, 'hi')).toEqual({ text: '', english: false });
    expect(textInLanguage('ADCA', { ADCA: 'ए.डी.सी.ए.' }, 'en')).toEqual({ text: 'ADCA', english: false });
  });
});

describe('the Hindi a Hindi page’s content carries of a record (the server resolves it for the browser)', () => {
  it('for each current English text: the owner’s Hindi, else the shipped; nothing for a reworded or empty text', () => {
    expect(
      shownHindi(['ADCA', 'Class 10 pass', 'ADCA Plus', '', 'No shipped words'], {
        'Class 10 pass': 'दसवीं पास',
        ADCA: '',
        'Old name': 'पुराना नाम',
      }),
    ).toEqual({ ADCA: 'एडीसीए (ADCA)', 'Class 10 pass': 'दसवीं पास' });
  });

  it('an English text named like an object’s own property is an entry like any other', () => {
    expect(shownHindi(['constructor'], {})).toEqual({});
    const own = JSON.parse('{"__proto__":"प्रोटो"}') as Record<string, string>;
    expect(Object.hasOwn(shownHindi(['__proto__'], own), '__proto__')).toBe(true);
    expect(textInLanguage('__proto__', shownHindi(['__proto__'], own), 'hi')).toEqual({
      text: 'प्रोटो',
      english: false,
    });
  });
});

describe('what a save keeps', () => {
  it('only Hindi for the record’s current English, not empty, not the shipped words', () => {
    expect(
      keepCurrentHindi(['ADCA', 'Class 10 pass', 'New point'], {
        ADCA: 'एडीसीए (ADCA)', // the shipped Hindi: nothing of the owner's to keep
        'Class 10 pass': ' ',
        'New point': 'नया बिंदु',
        'Old name': 'पुराना नाम',
      }),
    ).toEqual({ 'New point': 'नया बिंदु' });
  });

  it('the course schema drops Hindi of English the course no longer has, and trims and checks the Hindi', () => {
    const parsed = courseInputSchema.parse(
      course({ name: 'ADCA Plus', hindi: { 'ADCA + CCC': 'पुराना', 'ADCA Plus': '  एडीसीए प्लस ' } }),
    );
    expect(parsed.hindi).toEqual({ 'ADCA Plus': 'एडीसीए प्लस' });
    expect(courseInputSchema.parse(course()).hindi).toBeUndefined(); // no Hindi sent: the stored Hindi stays (the repository)
    const hidden = courseInputSchema.safeParse(course({ hindi: { ADCA: 'एडीसीए\u202E' } }));
    expect(hidden.success).toBe(false);
    const long = courseInputSchema.safeParse(course({ hindi: { ADCA: 'क'.repeat(601) } }));
    expect(long.success).toBe(false);
  });

  it('a stored memory that is not an object of texts reads as none', () => {
    expect(parseHindiMemory('not json')).toEqual({});
    expect(parseHindiMemory('[1]')).toEqual({});
    expect(parseHindiMemory('{"a":"ए","b":2}')).toEqual({ a: 'ए' });
  });
});

describe('the shipped Hindi', () => {
  const all = { ...HI_CONTENT_NAMES, ...HI_COURSE_TEXTS };
  it('the two parts (names, course texts) never give one English two translations', () => {
    expect(Object.keys(HI_CONTENT_NAMES).filter((k) => k in HI_COURSE_TEXTS)).toEqual([]);
  });
  it('is Hindi, with the English figures in Latin digits', () => {
    expect(Object.entries(all).filter(([, hi]) => !/[\u0900-\u097F]/.test(hi))).toEqual([]);
    expect(Object.values(all).filter((hi) => /[०-९]/.test(hi))).toEqual([]);
    const digits = (s: string) => (s.match(/\d+/g) ?? []).sort().join();
    expect(Object.entries(all).filter(([en, hi]) => digits(en) !== digits(hi))).toEqual([]);
  });
});
