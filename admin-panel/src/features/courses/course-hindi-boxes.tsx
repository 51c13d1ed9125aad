import styled from '@emotion/styled';
import { countMissingHindi, type HindiMemory } from '@dds/shared/schemas/content-hindi';
import { HindiBox } from '../../ui/hindi-box';
import './course-missing-hindi';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { coursesText } from './courses-text';

export { HindiBox };

const Group = styled.fieldset`
  border: 1px dashed ${colors.border};
  border-radius: 8px;
  padding: 10px 12px 12px;
  margin: 12px 0 0;
  display: grid;
  gap: 10px;
  legend { font-size: 14px; font-weight: 600; padding: 0 4px; }
  .english { margin: 0; font-size: 13px; color: ${colors.muted}; }
`;

/**
 * The Hindi of a list (batches, syllabus): one box per English entry, under the English it
 * translates — the Hindi follows its English when the list is reordered, and a reworded entry
 * asks for its Hindi again (docs/decisions/026-hindi.md §3).
 */
export function HindiListBoxes({
  legend,
  itemLabel,
  items,
  hindi,
  maxLength,
  onChange,
}: {
  legend: string;
  itemLabel: string;
  items: string[];
  hindi: HindiMemory;
  maxLength: number;
  onChange: (hindi: HindiMemory) => void;
}) {
  const t = useAdminText(coursesText);
  const filled = items.filter((item) => item.trim() !== '');
  if (!filled.length) return null;
  const missing = countMissingHindi(filled, hindi);
  return (
    <Group>
      <legend>{missing > 0 ? t('textList.missing', { legend, count: missing }) : legend}</legend>
      {items.map((item, i) =>
        item.trim() === '' ? null : (
          <div key={`${i}:${item}`} css={{ display: 'grid', gap: 4 }}>
            <p className="english">
              {itemLabel} {i + 1}: {item}
            </p>
            <HindiBox
              english={item}
              hindi={hindi}
              onChange={onChange}
              label={`${itemLabel} ${i + 1}`}
              maxLength={maxLength}
            />
          </div>
        ),
      )}
    </Group>
  );
}
