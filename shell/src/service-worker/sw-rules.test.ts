import { mayCache, ruleFor } from './sw-rules';

const origin = 'https://dds.example.in';
const rule = (href: string, { method = 'GET', mode = 'cors' } = {}) =>
  ruleFor({ url: new URL(href, origin), method, mode, origin });

describe('what the service worker does with a request', () => {
  it('never touches the API, the admin panel, posts or itself', () => {
    expect(rule('/api/site-content')).toBe('never');
    expect(rule('/api/admin/settings')).toBe('never');
    expect(rule('/admin', { mode: 'navigate' })).toBe('never');
    expect(rule('/admin/inquiries', { mode: 'navigate' })).toBe('never');
    expect(rule('/Admin/login', { mode: 'navigate' })).toBe('never');
    expect(rule('/InquiryForm', { method: 'POST', mode: 'navigate' })).toBe('never');
    expect(rule('/sw.js')).toBe('never');
  });

  it('answers content-hashed files from the cache first, from any remote origin', () => {
    expect(rule('/main.1a2b3c4d.js')).toBe('hashed');
    expect(rule('/remotes/public-site/477.0badf00d.js')).toBe('hashed');
    expect(rule('/remotes/admin-panel/routes.deadbeef.js')).toBe('hashed');
    expect(rule('https://cdn.example.in/public-site/477.0badf00d.js')).toBe('hashed');
    expect(rule('/remotes/public-site/assets/ddslogo.a1b2c3d4.96.avif')).toBe('hashed');
    // The Hindi pages' Devanagari font (public-site/src/ui/fonts): fetched once, then from the phone.
    expect(rule('/remotes/public-site/assets/noto-sans-devanagari-devanagari-400-normal.1a2b3c4d.woff2')).toBe(
      'hashed',
    );
    expect(rule('/media/0123456789abcdef0123-480.avif')).toBe('hashed');
  });

  it('fetches pages, remote entries, manifests and unhashed files from the network first', () => {
    expect(rule('/', { mode: 'navigate' })).toBe('page');
    expect(rule('/courses/spoken-english', { mode: 'navigate' })).toBe('page');
    expect(rule('/remotes.json')).toBe('fresh');
    expect(rule('/remotes/public-site/mf-manifest.json')).toBe('fresh');
    expect(rule('/remotes/public-site/remoteEntry.js')).toBe('fresh');
    expect(rule('https://cdn.example.in/public-site/remoteEntry.js')).toBe('fresh');
    expect(rule('/ddslogo.png')).toBe('fresh');
    expect(rule('/main.1a2b3c4d.js?v=2')).toBe('fresh');
  });

  it('leaves pages of other sites alone', () => {
    expect(rule('https://www.youtube-nocookie.com/embed/x', { mode: 'navigate' })).toBe('never');
    expect(rule('https://www.youtube-nocookie.com/embed/x')).toBe('never');
  });
});

describe('which answers may be kept', () => {
  const url = (path: string) => new URL(path, origin);
  it('keeps a plain 200 of a public file', () => {
    expect(mayCache(url('/'), origin, 200, 'no-cache')).toBe(true);
    expect(mayCache(url('/main.1a2b3c4d.js'), origin, 200, 'public, max-age=31536000, immutable')).toBe(true);
  });
  it('never keeps a private page, an error or anything of the API or admin panel', () => {
    expect(mayCache(url('/InquiryForm?sent=inquiry'), origin, 200, 'no-store')).toBe(false);
    expect(mayCache(url('/nowhere'), origin, 404, 'no-cache')).toBe(false);
    expect(mayCache(url('/x.1a2b3c4d.js'), origin, 0, null)).toBe(false);
    expect(mayCache(url('/api/site-content'), origin, 200, 'no-cache')).toBe(false);
    expect(mayCache(url('/admin'), origin, 200, 'no-cache')).toBe(false);
  });
});
