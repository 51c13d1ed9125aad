/**
 * Emotion's server render (no extraction) writes a `<style data-emotion="css …">` before every
 * styled element, ~70 of them through the home page's body, and several share a rule (each
 * top-level component renders with its own server cache). On the phone, emotion's client cache
 * then moves every one of them into <head> before React may hydrate — 70 DOM moves and style
 * recalculations inside a start-up task. So the page's styles are gathered here into ONE tag for
 * <head>, like @emotion/server's extractCritical: the client cache registers its ids on creation
 * (it scans `style[data-emotion^="css "]`), and `data-s` tells it the tag needs no moving.
 *
 * Global styles keep their own tag (`css-global <name>`): <Global> looks its tag up by exactly that
 * attribute to take it over when it hydrates. Their rules come first, as on the client, where
 * emotion inserts a Global's sheet before the cache's own.
 */
const EMOTION_STYLE = /<style data-emotion="(css(?:-global)?) ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

export interface CriticalStyles {
  /** The style tags for <head>: each global style, then one tag with every other rule. */
  styles: string;
  /** The HTML without emotion's inline style tags. */
  html: string;
}

export function extractCriticalStyles(html: string): CriticalStyles {
  const globals: string[] = [];
  const seenGlobal = new Set<string>();
  const ids: string[] = [];
  const seenIds = new Set<string>();
  const rules: string[] = [];
  const stripped = html.replace(EMOTION_STYLE, (_tag, key: string, names: string, css: string) => {
    if (key === 'css-global') {
      if (!seenGlobal.has(names)) {
        seenGlobal.add(names);
        globals.push(`<style data-emotion="css-global ${names}" data-s="">${css}</style>`);
      }
      return '';
    }
    const fresh = names.split(' ').filter((id) => id && !seenIds.has(id));
    // A tag whose every rule another tag already carried repeats it: one copy is enough.
    if (fresh.length === 0) return '';
    for (const id of fresh) seenIds.add(id);
    ids.push(...fresh);
    rules.push(css);
    return '';
  });
  const own = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + own, html: stripped };
}
