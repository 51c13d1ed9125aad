import { useRef } from 'react';
import { Button, Input } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { coursesText } from './courses-text';

interface Props {
  /** The list's name, e.g. "Batch timings". */
  legend: string;
  /** One entry, e.g. "Batch" → "Batch 1", "Remove batch 1". */
  itemLabel: string;
  addLabel: string;
  hint?: string;
  placeholder?: string;
  items: string[];
  max: number;
  maxLength: number;
  /** Messages per row, by index. */
  errors: Record<number, string | undefined>;
  onChange: (items: string[]) => void;
}

/** A list the admin grows row by row (batch timings, syllabus points). The focus follows what changed. */
export function TextListField({
  legend,
  itemLabel,
  addLabel,
  hint,
  placeholder,
  items,
  max,
  maxLength,
  errors,
  onChange,
}: Props) {
  const t = useAdminText(coursesText);
  const list = useRef<HTMLFieldSetElement>(null);
  const focusRow = (index: number) =>
    requestAnimationFrame(() =>
      (
        list.current?.querySelectorAll<HTMLElement>('input')[index] ??
        list.current?.querySelector<HTMLElement>('[data-add]')
      )?.focus(),
    );

  const add = () => {
    onChange([...items, '']);
    focusRow(items.length);
  };
  const removeAt = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    focusRow(Math.min(index, items.length - 2));
  };
  const hintId = `${itemLabel.toLowerCase()}-list-hint`;
  return (
    <fieldset
      ref={list}
      aria-describedby={hint ? hintId : undefined}
      css={{
        border: '1px solid #e5e7eb',
        borderRadius: 8,
        padding: '10px 12px 12px',
        margin: 0,
        display: 'grid',
        gap: 8,
        minWidth: 0,
      }}
    >
      <legend css={{ fontSize: 14, fontWeight: 600, padding: '0 4px' }}>{legend}</legend>
      {hint && (
        <span id={hintId} css={{ fontSize: 13, color: colors.muted }}>
          {hint}
        </span>
      )}
      {items.length === 0 && <span css={{ fontSize: 14, color: colors.muted }}>{t('textList.none')}</span>}
      {items.map((item, index) => {
        const label = `${itemLabel} ${index + 1}`;
        const errorId = `${itemLabel.toLowerCase()}-${index}-error`;
        return (
          <div key={index} css={{ display: 'grid', gap: 4 }}>
            <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Input
                aria-label={label}
                value={item}
                maxLength={maxLength}
                placeholder={placeholder}
                aria-invalid={errors[index] ? true : undefined}
                aria-describedby={errors[index] ? errorId : undefined}
                onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
              />
              <Button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={t('textList.removeItem', { item: label.toLowerCase() })}
              >
                {t('textList.remove')}
              </Button>
            </div>
            {errors[index] && (
              <span id={errorId} css={{ fontSize: 13, fontWeight: 600, color: colors.danger }}>
                {errors[index]}
              </span>
            )}
          </div>
        );
      })}
      {items.length < max && (
        <Button type="button" data-add onClick={add} css={{ justifySelf: 'start' }}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
