import type { SerializedStyles } from '@emotion/react';
import type { SiteLanguage } from '@dds/shared/schemas/language';

/**
 * Global rules only one language's pages need — the Hindi pages' Devanagari font faces
 * (ui/fonts/hindi-font-styles.ts) — added by a module only those pages load, as their shipped
 * texts are (content/page-language-texts.ts): an English page carries none of their code.
 * ui/global-styles.tsx renders them after the site's own rules.
 */
const added = new Map<SiteLanguage, SerializedStyles>();

export function addLanguageStyles(language: SiteLanguage, styles: SerializedStyles): void {
  added.set(language, styles);
}

export const languageStyles = (language: SiteLanguage): SerializedStyles | undefined => added.get(language);
