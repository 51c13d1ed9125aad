import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter, matchRoutes } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { SubmittedForm } from '@dds/shared/routes';
import { pathLanguage, routerBasename, stripLanguage } from '@dds/shared/language-paths';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
// The server renders pages of every language: the shipped Hindi and the Hindi font's styles are part of this bundle.
import '../i18n/hindi';
import '../i18n/hindi-forms';
import '../i18n/hindi-courses';
import '../i18n/hindi-footer';
// The seeded courses' shipped Hindi, which a Hindi page's content also carries (server/src/static/hindi-page-content.ts).
import '@dds/shared/schemas/content-hi/register';
import '../ui/fonts/hindi-font-styles';
import { SiteContentProvider } from '../content/site-content';
import PublicLayout from '../layout/public-layout';
import { routes } from '../routes';
import { loadDeferredSections } from '../ui/deferred-section';
import { devanagariFontPreload } from '../ui/fonts/devanagari-font';
import { SubmittedFormProvider } from '../ui/page-form';
import { extractCriticalStyles } from './critical-styles';

export interface RenderOptions {
  /** The outcome of a form the visitor posted to this page (the server renders it at request time). */
  submittedForm?: SubmittedForm;
  /** The site content to show (the build's prerender has none: nothing unset is faked). */
  content?: SiteContent;
}

/**
 * Renders one public page to HTML in the same layout the shell uses (PublicLayout), so the server
 * can send it inside index.html: on slow mobile data the visitor reads the page before any
 * JavaScript has arrived, and the shell then hydrates it — the same tree, so the same DOM nodes
 * stay on screen. Used at build
 * time for every page, and by the server at request time for pages that answer a form post.
 */
export async function renderPage(path: string, options: RenderOptions = {}): Promise<string> {
  // A Hindi page (/hi/...) is the same route under the /hi basename, as the shell runs it.
  const route = matchRoutes(routes, stripLanguage(path.split('?')[0] ?? '/'))?.at(-1)?.route;
  if (!route?.lazy || typeof route.lazy !== 'function') throw new Error(`No lazy route for ${path}`);
  const { Component } = (await route.lazy()) as { Component: ComponentType };
  // The page's deferred sections (ui/deferred-section) are rendered whole into the HTML.
  await loadDeferredSections();
  return renderToString(
    <StaticRouter location={path} basename={routerBasename(path)}>
      <SiteContentProvider value={options.content ?? EMPTY_SITE_CONTENT}>
        <SubmittedFormProvider value={options.submittedForm ?? null}>
          <PublicLayout>
            {/* Inside its route, so a page with a parameter (a course's slug) reads it as it does in the shell. */}
            <Routes>
              <Route path={route.path ?? '*'} element={<Component />} />
            </Routes>
          </PublicLayout>
        </SubmittedFormProvider>
      </SiteContentProvider>
    </StaticRouter>,
  );
}

/** What ui/seo.tsx renders for <head>: title, description, canonical and hreflang links, Open Graph and Twitter card tags. */
const HEAD_TAG =
  /<title>[\s\S]*?<\/title>|<meta (?:name="(?:description|twitter:[a-z:_]+)"|property="og:[a-z:_]+")[^>]*>|<link rel="(?:canonical|alternate)"[^>]*>/g;

/**
 * The page split for index.html: React renders <title>/<meta>/<link> in place, and emotion its
 * style tags through the body; they belong in <head> (the styles as one tag: ./critical-styles).
 * A Hindi page's head starts with the preload of its Devanagari font (ui/fonts/devanagari-font).
 */
export async function renderPageParts(
  path: string,
  options: RenderOptions = {},
): Promise<{ head: string; body: string }> {
  const { styles, html } = extractCriticalStyles(await renderPage(path, options));
  const preload = pathLanguage(path.split('?')[0] ?? '/') === 'hi' ? devanagariFontPreload() : '';
  return { head: preload + (html.match(HEAD_TAG) ?? []).join('') + styles, body: html.replace(HEAD_TAG, '') };
}
