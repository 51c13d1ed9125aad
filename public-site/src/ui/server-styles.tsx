import { withEmotionCache, type EmotionCache } from '@emotion/react';

/**
 * The server's page carries its emotion rules in <head> under names of our own
 * (prerender/critical-styles.ts): `<style data-dds-styles="id id …">` with every rule the page's
 * components use, and `<style data-dds-global="name">` with the <Global> rules. emotion never
 * touches them (it would move them to the end of <head>, restyling the whole page); instead its
 * cache is told here which rules are already in the page, so hydrating a component inserts nothing.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-dds-styles';
export const SERVER_GLOBAL_ATTRIBUTE = 'data-dds-global';

const adopted = new WeakSet<EmotionCache>();

/**
 * Marks the rules of the server's style tag as inserted in emotion's cache, once per cache. It
 * must run before the first emotion component of the page renders: the public layout renders
 * <AdoptServerStyles /> first. Server side (no document) and on a page the server did not render it does nothing,
 * and emotion inserts as usual.
 */
export function adoptServerStyles(cache: EmotionCache): void {
  if (typeof document === 'undefined' || adopted.has(cache)) return;
  adopted.add(cache);
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) if (id) cache.inserted[id] = true;
  }
}

/**
 * Renders nothing; adopts the server's styles into the cache it is rendered with. A component
 * (withEmotionCache, which the shell's @emotion/react already provides to every release) rather
 * than a hook, so an older shell serves a newer remote (docs/decisions/004).
 */
export const AdoptServerStyles = withEmotionCache((_props: object, cache: EmotionCache) => {
  adoptServerStyles(cache);
  return null;
});

/** Whether the server's page already holds the <Global> rules (then the client inserts none). */
export const serverSentGlobalStyles = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`) !== null;
