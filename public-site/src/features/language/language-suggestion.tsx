import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../content/language';
import { color, radius, shadow } from '../../ui/theme';
import { otherLanguageHref, prefersHindi, rememberLanguage, rememberedLanguage } from './language-choice';

/**
 * The banner's words: the offer in Hindi and the refusal in English whatever the page, so they are
 * not the page's interface strings (an English page does not load the Hindi catalogue).
 */
const OFFER = { text: 'यह पेज हिन्दी में भी उपलब्ध है।', accept: 'हिन्दी में पढ़ें', decline: 'No thanks, English' } as const;

/**
 * A first visit whose browser prefers Hindi is offered the Hindi page — never sent there
 * (decision 026: a search engine or a shared link lands where it points). The offer is in Hindi (the
 * visitor's language), the refusal in English (the page's). Shown only on an English
 * page, only when no choice is remembered; "No thanks" remembers English. Decided after hydration
 * (the server's page is the same for everyone) and fixed at the bottom of the screen, so it moves
 * nothing on the page when it appears (CLS stays 0).
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(
      language === 'en' &&
        rememberedLanguage() === undefined &&
        prefersHindi(navigator.languages ?? [navigator.language]),
    );
  }, [language]);
  if (!shown) return null;
  return (
    <Banner role="region" aria-label="Language / भाषा" lang="hi">
      <p>{OFFER.text}</p>
      {/* The server remembers Hindi on the link's marker (./language-choice `otherLanguageHref`). */}
      <a href={otherLanguageHref(language, pathname, search)} hrefLang="hi">
        {OFFER.accept}
      </a>
      <button
        type="button"
        lang="en"
        onClick={() => {
          rememberLanguage('en');
          setShown(false);
        }}
      >
        {OFFER.decline}
      </button>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  inset: auto 12px 12px 12px;
  z-index: 45;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  max-width: 560px;
  margin: 0 auto;
  padding: 12px 16px;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  color: ${color.ink};
  p { margin: 0; flex: 1 1 220px; }
  a, button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border-radius: ${radius.pill};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a { background: ${color.brand}; color: ${color.white}; }
  button { background: none; border: 1px solid ${color.line}; color: ${color.brandDeep}; }
`;
