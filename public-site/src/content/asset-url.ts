declare const __webpack_public_path__: string | undefined;

/**
 * URL of a file from `public-site/public/`. Composed, webpack's public path is the remote's own
 * base (`/remotes/public-site/`); standalone it is `/`. Jest has no webpack: fall back to `/`.
 */
export function assetUrl(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
  return `${base.replace(/\/?$/, '/')}${path}`;
}
