import type { SerializedStyles } from '@emotion/react';
import type { SiteLanguage } from '@dds/shared/schemas/language';

/**
 * Global rules only one language's pages need — the Hindi pages' Devanagari font faces
 * (ui/fonts/hindi-font-styles.ts), added by importing their module. The server render imports it,
 * so a Hindi page's <head> carries them; the browser loads it only for a Hindi page the server did
 * not render, before that page first renders (content/page-language-texts.ts), since only then
 * does it render the global rules itself (ui/global-styles.tsx). A server-rendered page's scripts,
 * Hindi or English, carry none of their code (decision 026 §5).
 */
const added = new Map<SiteLanguage, SerializedStyles>();

export function addLanguageStyles(language: SiteLanguage, styles: SerializedStyles): void {
  added.set(language, styles);
}

export const languageStyles = (language: SiteLanguage): SerializedStyles | undefined => added.get(language);
