import { languagePath, pathLanguage, routerBasename, stripLanguage } from './language-paths';

describe('language paths (decision 026)', () => {
  it('reads Hindi from /hi and below, in any case, and nothing else', () => {
    expect(pathLanguage('/hi')).toBe('hi');
    expect(pathLanguage('/hi/')).toBe('hi');
    expect(pathLanguage('/HI/About1')).toBe('hi');
    expect(pathLanguage('/hiring')).toBe('en');
    expect(pathLanguage('/')).toBe('en');
    expect(pathLanguage('/about1')).toBe('en');
  });

  it('strips the prefix to the English path the routes know', () => {
    expect(stripLanguage('/hi')).toBe('/');
    expect(stripLanguage('/hi/Seo')).toBe('/Seo');
    expect(stripLanguage('/hiring')).toBe('/hiring');
    expect(stripLanguage('/OnilneCourses')).toBe('/OnilneCourses');
  });

  it('builds each language address of a page, and the router basename', () => {
    expect(languagePath('hi', '/')).toBe('/hi');
    expect(languagePath('hi', '/about1')).toBe('/hi/about1');
    expect(languagePath('en', '/about1')).toBe('/about1');
    expect(routerBasename('/hi/about1')).toBe('/hi');
    expect(routerBasename('/about1')).toBeUndefined();
  });
});
