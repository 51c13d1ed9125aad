import type { HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { AFTER_PAINT_LOADER_CSP_SOURCE } from '../static/after-paint-loader';
import { isHttpsOrigin } from './public-origin';

/** Origins of remotes configured with absolute URLs (same-origin paths need nothing extra). */
export function remoteOrigins(config: Pick<Config, 'publicSiteUrl' | 'adminPanelUrl'>): string[] {
  const origins = new Set<string>();
  for (const url of [config.publicSiteUrl, config.adminPanelUrl]) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function helmetOptions(config: Config): HelmetOptions {
  // HSTS only for a site configured as https: sent for plain http://localhost it would be ignored
  // at best, and a Host-derived origin is no promise that every visitor reaches us over TLS.
  const hsts = isHttpsOrigin(config.publicOrigin) ? { maxAge: 15_552_000, includeSubDomains: true } : false;
  const remotes = remoteOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the loader that starts the app after the first paint (decision 027).
        scriptSrc: ["'self'", ...remotes, AFTER_PAINT_LOADER_CSP_SOURCE],
        connectSrc: ["'self'", ...remotes],
        // emotion injects <style> tags at run time
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        frameSrc: ['https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // no upgrade-insecure-requests: http://localhost must keep working
      },
    },
    // Remote files may be fetched by a shell on another origin; /remotes/ responses relax this.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
  };
}
