import {
  defaultSiteText,
  hasShippedSiteText,
  resolveSiteText,
  shippedSiteTextVersion,
  siteTextEntries,
  siteTextFallbacks,
} from './site-text-core';

// The shipped English comes in sections, each added by importing its module: the public site's
// pages import theirs, so a page's code carries only its own words (decision 027, "The site texts
// per page"). This file starts, as a page's code does, with no section added.

describe('the shipped English by section', () => {
  it('a section is there once its module is imported, and only that section (the home page’s title comes apart from its landing sections)', async () => {
    expect(resolveSiteText(undefined).home).toBeUndefined();
    expect(defaultSiteText('home.hero.placement')).toBeUndefined();

    const before = shippedSiteTextVersion();
    const { EN_HOME_SEO } = await import('./site-text-en/home-seo');
    expect(shippedSiteTextVersion()).not.toBe(before);
    expect(resolveSiteText(undefined).home.seo).toBe(EN_HOME_SEO);
    expect(resolveSiteText(undefined).home.hero).toBeUndefined();
    expect(defaultSiteText('home.seo.title')).toBe('Learn English & Computer Skills');
    expect(defaultSiteText('home.hero.placement')).toBeUndefined();

    const { EN_HOME } = await import('./site-text-en/home');
    expect(resolveSiteText(undefined).home).toEqual({ seo: EN_HOME_SEO, ...EN_HOME });
    expect(resolveSiteText(undefined).services).toBeUndefined();
    expect(defaultSiteText('home.hero.placement')).toBe('100% Job Placement Assistance');
    expect(siteTextEntries().every(([key]) => key.startsWith('home.'))).toBe(true);
    expect(hasShippedSiteText('en')).toBe(true);
  });

  it('the owner’s words resolve on the sections added; a section added later resolves too, with its own words', async () => {
    const saved = { en: { 'home.hero.placement': 'Placement help', 'footer.blurb': 'Our own words.' } };
    expect(resolveSiteText(saved).home.hero.placement).toBe('Placement help');
    expect(resolveSiteText(saved).footer).toBeUndefined();

    await import('./site-text-en/footer');
    expect(resolveSiteText(saved).footer.blurb).toBe('Our own words.');
    expect(resolveSiteText(saved).footer.slogan).toBe(defaultSiteText('footer.slogan'));
  });

  it('a Hindi page’s English fallbacks are those of the sections added', async () => {
    const fallbacks = siteTextFallbacks(undefined, 'hi');
    expect(fallbacks.has('home.hero.headline')).toBe(true);
    expect([...fallbacks].some((key) => key.startsWith('services.'))).toBe(false);

    await import('./site-text-en/services');
    expect(siteTextFallbacks(undefined, 'hi').has('services.web.title')).toBe(true);
  });

  it('the whole tree (the server’s and the admin panel’s) is the sections, in page order, and adding it twice changes nothing', async () => {
    const { EN_SITE_TEXT } = await import('./site-text');
    const { EN_HOME } = await import('./site-text-en/home');
    const { EN_HOME_SEO } = await import('./site-text-en/home-seo');
    const { EN_EMAILS } = await import('./site-text-en/emails');
    expect(EN_SITE_TEXT.home).toEqual({ seo: EN_HOME_SEO, ...EN_HOME });
    expect(Object.keys(EN_SITE_TEXT.home)[0]).toBe('seo'); // the admin panel lists a page's texts in this order
    expect(EN_SITE_TEXT.emails).toBe(EN_EMAILS);
    expect(Object.keys(EN_SITE_TEXT)).toEqual([
      'home',
      'about',
      'services',
      'donation',
      'pages',
      'footer',
      'courseLists',
      'forms',
      'legal',
      'emails',
    ]);
    expect(resolveSiteText(undefined)).toBe(EN_SITE_TEXT);
    const version = shippedSiteTextVersion();
    await import('./site-text-en/legal'); // already added by ./site-text
    expect(shippedSiteTextVersion()).toBe(version);
    expect(resolveSiteText(undefined)).toBe(EN_SITE_TEXT);
  });
});
