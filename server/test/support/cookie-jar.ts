/**
 * Test helper: the part of a browser's cookie jar that decides which cookies a request carries
 * (RFC 6265 §5.1.4 path-match, §5.4 order: longer paths first). Enough to show a cookie that the
 * browser holds but never sends to a given path.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  /** Takes every Set-Cookie line of an answer; Max-Age=0 removes the cookie. */
  store(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
      const path = attr('Path') ?? '/';
      const key = `${name};${path}`;
      if (attr('Max-Age') === '0') this.cookies.delete(key);
      else this.cookies.set(key, { name, value: pair!.slice(eq + 1), path });
    }
  }

  /** The Cookie header a browser sends with a request to `requestPath`. */
  header(requestPath: string): string {
    const matches = (cookiePath: string) =>
      requestPath === cookiePath ||
      (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));
    return [...this.cookies.values()]
      .filter((c) => matches(c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  paths(name: string): string[] {
    return [...this.cookies.values()].filter((c) => c.name === name).map((c) => c.path);
  }
}
