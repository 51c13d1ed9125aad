import { expect, test } from '@playwright/test';
import { waitForIslands } from '../support/islands';

/**
 * Decision 027: the server sends a page's styles as one tag in <head> (public-site
 * prerender/critical-styles.ts), not ~70 tags through the body that emotion's client cache would
 * move into <head> one by one before hydrating. The app must take those styles over as they are:
 * it adds no style of its own for what the server already styled, and the page looks the same.
 */

const PAGES = ['/', '/courses/tally-gst', '/inquiryform'];

for (const path of PAGES) {
  test(`${path} is sent with its styles in one tag in <head>, none in the body`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(head.match(/<style data-dds-styles="/g)).toHaveLength(1);
    // The base rules (<Global>) keep their own tag, before the rest.
    expect(head.match(/<style data-dds-global="/g)).toHaveLength(1);
    // Not under emotion's own name, which its client cache would take over by moving the tag.
    expect(head).not.toContain('data-emotion');
    expect(body).not.toContain('<style');
  });

  test(`${path}: the app adds no style tag for what the server styled, and the page looks the same`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat|did not match/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      // Before any script of the app: what the server's page looks like, and its style tags.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { __server: { h1: string; button: string; styles: Element[] } };
        const look = (el: Element | null) =>
          el
            ? `${getComputedStyle(el).color} ${getComputedStyle(el).fontSize} ${getComputedStyle(el).backgroundColor}`
            : '';
        w.__server = {
          h1: look(document.querySelector('h1')),
          button: look(document.querySelector('main a, main button')),
          styles: [...document.querySelectorAll('style')],
        };
      });
      // Decision 027: a style tag taken out of the document (emotion moving it to the end of <head>)
      // restyles the whole page on the phone, even when it is put straight back.
      const moved: string[] = [];
      (window as unknown as { __moved: string[] }).__moved = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') moved.push((node as Element).outerHTML.slice(0, 60));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // Every island of the page hydrated (the static parts never are: docs/decisions/020-islands.md).
    await waitForIslands(page);
    const after = await page.evaluate(() => {
      const w = window as unknown as { __server: { h1: string; button: string; styles: Element[] } };
      const look = (el: Element | null) =>
        el
          ? `${getComputedStyle(el).color} ${getComputedStyle(el).fontSize} ${getComputedStyle(el).backgroundColor}`
          : '';
      const styles = [...document.querySelectorAll('style')];
      return {
        sameStyleTags: styles.length === w.__server.styles.length && styles.every((s) => w.__server.styles.includes(s)),
        inBody: document.body.querySelectorAll('style').length,
        sameLook:
          look(document.querySelector('h1')) === w.__server.h1 &&
          look(document.querySelector('main a, main button')) === w.__server.button,
        moved: (window as unknown as { __moved: string[] }).__moved,
      };
    });
    expect(after).toEqual({ sameStyleTags: true, inBody: 0, sameLook: true, moved: [] });
    expect(problems).toEqual([]);
  });
}
