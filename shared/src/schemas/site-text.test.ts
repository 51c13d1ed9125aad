import {
  EN_SITE_TEXT,
  defaultSiteText,
  fillSiteText,
  hasShippedSiteText,
  resolveSiteText,
  siteTextEntries,
  siteTextFallbacks,
} from './site-text';
import { SITE_TEXT_KEYS, SITE_TEXT_PAGES, siteTextLabel, siteTextValueSchema } from './site-text-edit';

// The shipped words and the owner's (docs/decisions/021-site-text.md).

describe('the site text catalogue', () => {
  it('every text has one key, a page the screen lists, and a name in words (no code names on the screen)', () => {
    expect(new Set(SITE_TEXT_KEYS).size).toBe(SITE_TEXT_KEYS.length);
    const pages = SITE_TEXT_PAGES.map((p) => p.id as string);
    for (const key of SITE_TEXT_KEYS) {
      expect([key, pages.includes(key.split('.')[0]!)]).toEqual([key, true]);
      // Every part of the name is a word from the labels table, not the key's own camelCase.
      expect([key, /[a-z][A-Z]/.test(siteTextLabel(key))]).toEqual([key, false]);
    }
  });

  it('every shipped text passes the rules a save is checked by (the owner can save it back unchanged)', () => {
    for (const [key, text] of siteTextEntries())
      expect([key, siteTextValueSchema(key).safeParse(text).success]).toEqual([key, true]);
  });

  it('keeps the contract’s counts: three figures, six highlights, eight digital-marketing cards, six on the other service pages, three donation claims', () => {
    expect(EN_SITE_TEXT.home.hero.figures).toHaveLength(3);
    expect(EN_SITE_TEXT.home.highlights.cards).toHaveLength(6);
    expect(EN_SITE_TEXT.services.digital.cards).toHaveLength(8);
    for (const slug of ['social', 'seo', 'content', 'graphic', 'videoediting', 'web'] as const)
      expect(EN_SITE_TEXT.services[slug].cards).toHaveLength(6);
    expect(EN_SITE_TEXT.donation.claims).toHaveLength(3);
    expect(defaultSiteText('home.hero.placement')).toBe('100% Job Placement Assistance');
  });
});

describe('resolveSiteText', () => {
  // This file never imports ./site-text-hi/register: an English page's code is in the same state.
  it('carries no Hindi until its module adds it: a Hindi page before then shows the English, every text marked as English', async () => {
    expect(hasShippedSiteText('hi')).toBe(false);
    expect(resolveSiteText(undefined, 'hi')).toEqual(EN_SITE_TEXT);
    expect(siteTextFallbacks(undefined, 'hi').size).toBe(siteTextEntries().length);

    const { HI_SITE_TEXT } = await import('./site-text-hi/register');
    expect(hasShippedSiteText('hi')).toBe(true);
    expect(resolveSiteText(undefined, 'hi')).toBe(HI_SITE_TEXT);
    expect(siteTextFallbacks(undefined, 'hi').size).toBe(0);
  });

  it('with nothing saved, the shipped tree itself', () => {
    expect(resolveSiteText(undefined)).toBe(EN_SITE_TEXT);
    expect(resolveSiteText({})).toBe(EN_SITE_TEXT);
  });

  it('the owner’s words where saved (an empty one too), the shipped ones elsewhere; keys the site does not have change nothing', () => {
    const texts = resolveSiteText({
      en: {
        'home.hero.placement': 'Placement help',
        'home.hero.figures.1.value': '',
        'services.web.cards.5.title': 'Hosting',
        'home.gone': 'x',
      },
    });
    expect(texts.home.hero.placement).toBe('Placement help');
    expect(texts.home.hero.figures[1]).toEqual({ value: '', label: 'Placement rate' });
    expect(texts.services.web.cards[5]).toEqual({
      title: 'Hosting',
      description: EN_SITE_TEXT.services.web.cards[5]!.description,
    });
    expect(texts.home.hero.headline).toBe(EN_SITE_TEXT.home.hero.headline);
    expect(siteTextEntries(texts).map(([k]) => k)).toEqual(SITE_TEXT_KEYS);
    // The shipped tree is never changed in place.
    expect(EN_SITE_TEXT.home.hero.placement).toBe('100% Job Placement Assistance');
  });
});

describe('placeholders of the admission page', () => {
  it('its introduction may say {count}; another name is refused, and {count} elsewhere is just characters', () => {
    expect(siteTextValueSchema('pages.admission.lead').safeParse('All {count} courses').success).toBe(true);
    const wrong = siteTextValueSchema('pages.admission.lead').safeParse('All {number} courses');
    expect(wrong.success ? '' : wrong.error.issues[0]!.message).toContain(
      '{number} is not a detail the page can fill in; use {count}',
    );
    expect(siteTextValueSchema('pages.certificate.lead').safeParse('{count} happy students').success).toBe(true);
    expect(fillSiteText('Choose from {count} courses {soon}', { count: 28 })).toBe('Choose from 28 courses {soon}');
  });
});
