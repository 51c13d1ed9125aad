import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import type { ComponentType } from 'react';
import Footer from '../layout/footer';
import Header from '../layout/header';
import { routes } from '../routes';

/**
 * Renders one public page to HTML at build time, laid out as the shell lays it out (header, page,
 * footer), so the server can send it inside index.html: on slow mobile data the visitor reads the
 * page before any JavaScript has arrived, and the shell then renders the live page over it.
 */
export async function renderPage(path: string): Promise<string> {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route?.lazy || typeof route.lazy !== 'function') throw new Error(`No lazy route for ${path}`);
  const { Component } = (await route.lazy()) as { Component: ComponentType };
  return renderToString(
    <StaticRouter location={path}>
      <Header />
      <Component />
      <Footer />
    </StaticRouter>,
  );
}
