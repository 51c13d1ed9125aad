import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useInterfaceText } from '../i18n/interface-text';
import { RichText } from '../i18n/rich-text';
import { uiText } from './ui-text';
import { visuallyHidden } from './visually-hidden';
import { color, mq, radius } from './theme';

/** Shared look of form controls: large (16 px text stops iOS zoom), clear focus, 48 px tall. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 18px;
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  .full { grid-column: 1 / -1; }
`;

export const Field = styled.div`
  display: grid;
  /* Rows keep their own height when a neighbour in the same grid row is taller (a field with a hint). */
  align-content: start;
  gap: 6px;
  label, legend { font-weight: 600; font-size: 0.95rem; color: ${color.ink}; }
  input:not([type='radio']):not([type='file']), select, textarea {
    width: 100%;
    min-height: 48px;
    padding: 11px 14px;
    font: inherit;
    font-size: 1rem;
    color: ${color.ink};
    background: ${color.white};
    border: 1.5px solid #cfc6bd;
    border-radius: ${radius.sm};
    transition: border-color 150ms ease, box-shadow 150ms ease;
    &:focus { outline: none; border-color: ${color.brand}; box-shadow: 0 0 0 3px rgba(185, 28, 28, 0.18); }
  }
  textarea { min-height: 120px; resize: vertical; }
  .hint { margin: 0; font-size: 0.85rem; color: ${color.muted}; }
`;

/** Hidden field for bots only (the server drops anything that fills it). */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The one-line "why we ask" note every personal-data form carries (docs/contract.md §8); `purpose` in the page's language. */
export function PrivacyNote({ purpose }: { purpose: string }) {
  const t = useInterfaceText(uiText);
  return (
    <p css={{ margin: 0, fontSize: '0.88rem', color: color.muted }}>
      <RichText
        text={t('privacy.see', { purpose })}
        tags={{ link: (words) => <Link to={PUBLIC_ROUTES.privacy.link}>{words}</Link> }}
      />
    </p>
  );
}
