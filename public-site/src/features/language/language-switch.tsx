import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../content/language';
import { color, mq, radius } from '../../ui/theme';
import { otherLanguageHref } from './language-choice';

/**
 * The header's language switch (decision 026): a plain link to the same page in the other language,
 * so it works before the app has loaded and with JavaScript off; the server remembers the choice
 * (`dds_lang`) on the link's marker, app or not (./language-choice `otherLanguageHref`). It names
 * the other language in that language ("हिन्दी" / "English"), as Wikipedia's and gov.in's switches
 * do: a reader of it finds it without reading the page's language.
 * Not a router <Link>: the other language is another basename, so a new document.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <SwitchLink
      className={className}
      href={otherLanguageHref(language, pathname, search)}
      hrefLang={other}
      lang={other}
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </SwitchLink>
  );
}

const SwitchLink = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.pill};
  color: ${color.brandDeep};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover, &:focus-visible { border-color: ${color.brand}; color: ${color.brand}; }
  ${mq.lg} { order: 3; }
`;
