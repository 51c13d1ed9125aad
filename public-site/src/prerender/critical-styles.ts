/**
 * Emotion's server render (no extraction) writes a `<style data-emotion="css …">` before every
 * styled element, ~70 of them through the home page's body, and several share a rule (each
 * top-level component renders with its own server cache). On the phone, emotion's client cache
 * then moves every one of them into <head> before React may hydrate — 70 DOM moves and style
 * recalculations inside a start-up task. So the page's styles are gathered here into ONE tag for
 * <head>, like @emotion/server's extractCritical.
 *
 * The tags are NOT named the way emotion names its own (`data-emotion`): emotion's client cache,
 * created when @emotion/react is evaluated, takes every `style[data-emotion^="css "]` over by
 * re-inserting it at the end of <head> (its sheet's `hydrate`), and <Global> does the same with
 * its tag — and taking a stylesheet out of the document and putting it back restyles the whole page
 * (243 elements, 15–72 ms at the low-tier rate: bench/PROFILE-low-tier.md). Under names of our
 * own they stay where the server put them; ui/server-styles.ts tells emotion's cache which rules
 * they already hold, so it inserts none of them again (docs/decisions/027).
 *
 * Global styles keep their own tag (`data-dds-global`, before the rest, as emotion orders them):
 * ui/global-styles.tsx leaves them to the server's tag when there is one.
 */
import { SERVER_GLOBAL_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from '../ui/server-styles';

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
        globals.push(`<style ${SERVER_GLOBAL_ATTRIBUTE}="${names}">${css}</style>`);
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
  const own = ids.length > 0 ? `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + own, html: stripped };
}
