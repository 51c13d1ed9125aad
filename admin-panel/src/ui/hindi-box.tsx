import styled from '@emotion/styled';
import { isMissingHindi, ownHindi, shippedContentHindi, type HindiMemory } from '@dds/shared/schemas/content-hindi';
import { Input, TextArea } from './controls';
import { useAdminText } from '../i18n/admin-text';
import { Field } from './field';
import { formText } from './form-text';
import { colors } from './theme';

/** The badge of a text the Hindi page shows in English (the same words as the Site text screen's). */
export const MissingInHindi = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${colors.warnBg};
  color: ${colors.warnText};
  font-size: 13px;
  font-weight: 600;
`;

/**
 * The Hindi box under an English field of a record (a course, a leader, a testimonial, a setting):
 * it shows the Hindi of the English **as it now reads** — the owner's, else the shipped one — so
 * rewording the English empties it at once and says "Missing in Hindi" (docs/decisions/026-hindi.md
 * §3). Typing stores the Hindi against that English in the record's `hindi`; nothing shows for an
 * empty English (the page shows nothing there either).
 */
export function HindiBox({
  english,
  hindi,
  onChange,
  label,
  maxLength,
  rows,
  className,
  readOnly,
}: {
  english: string;
  hindi: HindiMemory;
  onChange: (hindi: HindiMemory) => void;
  /** The English field's label: the box is "<label> in Hindi". */
  label: string;
  maxLength: number;
  /** A text area of this many rows; a one-line box without. */
  rows?: number;
  className?: string;
  /** Shown but not editable (a setting only an owner may change, docs/decisions/013-owner-and-staff.md). */
  readOnly?: boolean;
}) {
  const t = useAdminText(formText);
  if (english.trim() === '') return null;
  const missing = isMissingHindi(english, hindi);
  // The owner's own text, even emptied: a cleared box stays empty while they retype (the save drops
  // an empty entry, and the page then shows the shipped Hindi again).
  const own = ownHindi(english, hindi);
  const shippedHindi = shippedContentHindi(english);
  const value = own ?? shippedHindi ?? '';
  const hint = missing
    ? t('hindiBox.missingHint')
    : own === undefined && shippedHindi !== undefined
      ? t('hindiBox.shipped')
      : own === '' && shippedHindi !== undefined
        ? t('hindiBox.emptyShipped')
        : undefined;
  const set = (typed: string) => onChange({ ...hindi, [english]: typed });
  return (
    <div className={className} css={{ display: 'grid', gap: 4 }} data-testid="hindi-box">
      {missing && <MissingInHindi>{t('hindiBox.missing')}</MissingInHindi>}
      <Field label={t('hindiBox.label', { label })} {...(hint ? { hint } : {})}>
        {rows ? (
          <TextArea
            lang="hi"
            value={value}
            maxLength={maxLength}
            rows={rows}
            readOnly={readOnly}
            onChange={(e) => set(e.target.value)}
          />
        ) : (
          <Input
            lang="hi"
            value={value}
            maxLength={maxLength}
            readOnly={readOnly}
            onChange={(e) => set(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
