import styled from '@emotion/styled';
import { TAP, colors, media } from './theme';

const focusRing = `
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

export const Button = styled.button<{ variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 6px;
  font-family: inherit;
  font-size: 14px;
  font-weight: 600;
  line-height: 1.2;
  box-sizing: border-box;
  cursor: pointer;
  border: 1px solid ${(p) => (p.variant === 'primary' ? colors.brand : p.variant === 'danger' ? colors.danger : colors.border)};
  background: ${(p) => (p.variant === 'primary' ? colors.brand : colors.surface)};
  color: ${(p) => (p.variant === 'primary' ? '#fff' : p.variant === 'danger' ? colors.danger : colors.text)};
  &:hover:not(:disabled) {
    background: ${(p) => (p.variant === 'primary' ? colors.brandDark : '#f9fafb')};
  }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  ${focusRing}
  ${media.narrow} { min-height: ${TAP}; }
`;

/** A link that looks like a button (export, screenshot). */
export const ButtonLink = Button.withComponent('a');

const fieldBase = `
  box-sizing: border-box;
  width: 100%;
  min-height: 38px;
  padding: 7px 10px;
  border: 1px solid #9ca3af;
  border-radius: 6px;
  background: #fff;
  color: ${colors.text};
  font-family: inherit;
  font-size: 15px;
  line-height: 1.4;
  /* Read-only (a detail only an owner may change): still readable and selectable, plainly not editable. */
  &[readonly] { background: ${colors.page}; border-style: dashed; }
  &[aria-invalid='true'] { border-color: ${colors.danger}; box-shadow: inset 0 0 0 1px ${colors.danger}; }
  ${focusRing}
  ${media.narrow} { min-height: ${TAP}; font-size: 16px; }
`;

export const Input = styled.input`${fieldBase}`;
export const Select = styled.select`${fieldBase}`;
export const TextArea = styled.textarea`${fieldBase} min-height: 80px; resize: vertical;`;

export const Label = styled.label`
  display: grid;
  gap: 4px;
  font-size: 14px;
  font-weight: 600;
  color: ${colors.text};
`;

export const Card = styled.section`
  background: ${colors.surface};
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  padding: 20px;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.04);
`;

/**
 * A title and what acts on the whole screen or card (a link to the site, Export, Sign out everywhere)
 * on one line, pushed apart; on a narrow screen the actions wrap under the title. Callers set the gap.
 */
export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

export const PageTitle = styled.h1`
  margin: 0 0 16px;
  font-size: 24px;
  color: ${colors.text};
`;

/** Inline message line; role is chosen by the caller (alert for errors). */
export const Notice = styled.p<{ tone?: 'error' | 'info' | 'warn' }>`
  margin: 0;
  padding: 10px 12px;
  border-radius: 6px;
  font-size: 14px;
  background: ${(p) => (p.tone === 'error' ? colors.dangerBg : p.tone === 'warn' ? colors.warnBg : '#e0e7ff')};
  color: ${(p) => (p.tone === 'error' ? '#7f1d1d' : p.tone === 'warn' ? colors.warnText : '#1e3a8a')};
`;

/**
 * Out of sight, still read by screen readers: the rule itself, for a `css` prop that hides words
 * only somewhere (`[media.narrow]: visuallyHidden`, where a phone has no room for them).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Text only screen readers see (extra context for icon-like or repeated controls). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
  position: absolute !important;
`;
