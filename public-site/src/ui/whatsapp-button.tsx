import { css } from '@emotion/react';
import { phoneDigits } from '@dds/shared/schemas/phone';
import { useInterfaceText } from '../i18n/interface-text';
import { Icon } from './icon';
import { uiText } from './ui-text';
import { radius } from './theme';

/** WhatsApp green, darkened so white text on it keeps 5.4:1 (the brand #25d366 gives 2:1). */
export const WHATSAPP_GREEN = '#0f7a4a';
const WHATSAPP_DARK = '#075e54';

/** Click-to-chat link with the message already typed; '' when no valid number is set. */
export function whatsappHref(number: string, text: string): string {
  const digits = phoneDigits(number);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : '';
}

// `&&` outweighs container rules such as the footer's `li a` (colour, height, underline).
const style = (variant: 'solid' | 'outline') => css`&& {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  /* Tight enough that "Ask on WhatsApp" stays on one line in a 250 px course card (wide fonts too). */
  padding: 8px 12px;
  font-size: 0.94rem;
  text-align: center;
  border-radius: ${radius.pill};
  border: 2px solid ${WHATSAPP_GREEN};
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  background: ${variant === 'solid' ? WHATSAPP_GREEN : '#fff'};
  color: ${variant === 'solid' ? '#fff' : WHATSAPP_GREEN};
  &:hover { background: ${variant === 'solid' ? WHATSAPP_DARK : '#ecfdf5'}; border-color: ${WHATSAPP_DARK}; text-decoration: none; }
  &:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  svg { flex: none; }
}`;

interface Props {
  /** The WhatsApp number from Settings; nothing is rendered while it is empty. */
  number: string;
  /** The message WhatsApp opens with (uiText 'whatsapp.general' or 'whatsapp.course', in the page's language). */
  text: string;
  /** What the button says. */
  children: string;
  /** Extra words for screen readers when the visible text is repeated (e.g. the course name). */
  context?: string;
  variant?: 'solid' | 'outline';
  className?: string;
}

/** Opens a WhatsApp chat with the institute in a new tab (the app on a phone). */
export function WhatsAppButton({ number, text, children, context, variant = 'solid', className }: Props) {
  const t = useInterfaceText(uiText);
  const href = whatsappHref(number, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      css={style(variant)}
      // Starts with the visible words (WCAG 2.5.3), then what a screen reader also needs to know.
      aria-label={`${children}${context ? `: ${context}` : ''} ${t('whatsapp.newTab')}`}
      data-testid="whatsapp-button"
    >
      <Icon name="whatsapp" size={20} />
      {children}
    </a>
  );
}
