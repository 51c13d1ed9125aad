import { EN_SITE_TEXT, hasShippedSiteText, resolveSiteText, siteTextEntries, siteTextFallbacks } from './site-text';
import { SITE_TEXT_KEYS, siteTextValueSchema } from './site-text-edit';
import { HI_SITE_TEXT } from './site-text-hi/register';

// The shipped Hindi (docs/decisions/026-hindi.md): every text translated, the same placeholders
// and the same figures as the English — a claim must not change when the language does.

const english = new Map(siteTextEntries(EN_SITE_TEXT));
const hindi = new Map(siteTextEntries(HI_SITE_TEXT));
const placeholders = (text: string) => (text.match(/\{[a-z]+\}/gi) ?? []).sort();
/** "1 Lakh+", "95%", "25+ years": the numbers a claim makes, with their % and + (order-free). */
const figures = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)*\s*%?\+?/g) ?? []).map((f) => f.replace(/\s/g, '')).sort();

describe('the Hindi catalogue', () => {
  it('has every key the English has, in the same shape (cards, figures, steps), and no other', () => {
    expect([...hindi.keys()]).toEqual(SITE_TEXT_KEYS);
    expect(hasShippedSiteText('hi')).toBe(true);
  });

  it('is Hindi: every text with words in it has Devanagari (a text left in English fails here; "95%" is the same in both)', () => {
    const notHindi = [...hindi]
      .filter(([key, text]) => /[a-z]/i.test(english.get(key)!) && !/[\u0900-\u097F]/.test(text))
      .map(([k]) => k);
    expect(notHindi).toEqual([]);
  });

  it('keeps each text’s placeholders exactly ({name}, {course}, {receipt}, {amount})', () => {
    const differing = [...hindi]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key)!).join())
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it('keeps each text’s figures exactly, in Latin digits (as Indian forms and receipts write them)', () => {
    const differing = [...hindi]
      .filter(([key, text]) => figures(text).join() !== figures(english.get(key)!).join())
      .map(([k, text]) => [k, text]);
    expect(differing).toEqual([]);
    expect([...hindi.values()].filter((text) => /[०-९]/.test(text))).toEqual([]);
  });

  it('passes the rules a save is checked by (the owner can save any shipped Hindi back unchanged)', () => {
    const refused = [...hindi]
      .filter(([key, text]) => !siteTextValueSchema(key).safeParse(text).success)
      .map(([k]) => k);
    expect(refused).toEqual([]);
  });
});

describe('a Hindi page’s texts', () => {
  it('with nothing saved, the shipped Hindi, with nothing standing in in English', () => {
    expect(resolveSiteText(undefined, 'hi')).toBe(HI_SITE_TEXT);
    expect(siteTextFallbacks(undefined, 'hi').size).toBe(0);
  });

  it('the owner’s Hindi where saved; the shipped Hindi where the English is unchanged', () => {
    const texts = resolveSiteText({ hi: { 'home.hero.headline': 'अंग्रेज़ी सीखें' } }, 'hi');
    expect(texts.home.hero.headline).toBe('अंग्रेज़ी सीखें');
    expect(texts.home.hero.lead).toBe(HI_SITE_TEXT.home.hero.lead);
    expect(siteTextFallbacks({ hi: { 'home.hero.headline': 'अंग्रेज़ी सीखें' } }, 'hi').size).toBe(0);
  });

  it('once the owner rewords the English and has no Hindi for it, the owner’s English shows — marked as English', () => {
    const overrides = { en: { 'home.hero.figures.0.value': '2 Lakh+' } };
    expect(resolveSiteText(overrides, 'hi').home.hero.figures[0]).toEqual({
      value: '2 Lakh+',
      label: HI_SITE_TEXT.home.hero.figures[0]!.label,
    });
    expect([...siteTextFallbacks(overrides, 'hi')]).toEqual(['home.hero.figures.0.value']);
    // The English page is never "falling back".
    expect(siteTextFallbacks(overrides, 'en').size).toBe(0);
  });

  it('a claim the owner empties in English comes off the Hindi page too (and nothing is marked: nothing shows)', () => {
    const overrides = { en: { 'home.hero.placement': '' } };
    expect(resolveSiteText(overrides, 'hi').home.hero.placement).toBe('');
    expect(siteTextFallbacks(overrides, 'hi').size).toBe(0);
  });

  it('the English page is unchanged by Hindi rows', () => {
    expect(resolveSiteText({ hi: { 'home.hero.headline': 'अंग्रेज़ी सीखें' } }, 'en')).toBe(EN_SITE_TEXT);
  });
});
