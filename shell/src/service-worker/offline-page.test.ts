import { contactFrom, offlinePageHtml, pageTitle, telHref } from './offline-page';

const savedPage = `<html><head><title>Courses — DDS &amp; Co</title><script id="dds-content" type="application/json">${JSON.stringify(
  {
    version: 3,
    settings: { phone: '+91 98765 43210', instituteName: 'DDS Bhopal' },
  },
)}</script></head><body></body></html>`;

describe('the offline page', () => {
  it('reads title, phone and name from a saved page', () => {
    expect(pageTitle(savedPage)).toBe('Courses — DDS & Co');
    expect(pageTitle('<title>Learn English &amp; Computer Skills | DDS</title>')).toBe(
      'Learn English & Computer Skills',
    );
    // Titles end with the institute's name from Settings once it is set.
    expect(pageTitle('<title>About Us | Sunrise Computer &amp; English Institute</title>')).toBe('About Us');
    expect(contactFrom(savedPage)).toEqual({ phone: '+91 98765 43210', instituteName: 'DDS Bhopal' });
    expect(contactFrom('<html></html>')).toEqual({});
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('says the visitor is offline, links the saved pages and offers the phone number', () => {
    document.documentElement.innerHTML = offlinePageHtml({
      pages: [
        { url: '/', title: 'Home' },
        { url: '/Courses', title: 'Courses <all>' },
      ],
      phone: '+91 98765 43210',
      instituteName: 'DDS Bhopal',
    });
    expect(document.querySelector('h1')?.textContent).toBe('You are offline');
    const links = [...document.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Courses <all>', '/Courses'],
    ]);
    expect(document.querySelector('a[href^="tel:"]')?.textContent).toBe('+91 98765 43210');
    expect(document.title).toContain('DDS Bhopal');
  });

  it('still helps when nothing is saved and no phone is known', () => {
    document.documentElement.innerHTML = offlinePageHtml({ pages: [] });
    expect(document.querySelector('h1')?.textContent).toBe('You are offline');
    expect(document.querySelector('ul')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
