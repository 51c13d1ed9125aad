import { serverUrl } from '@dds/shared/api';
import { formatAmount } from '@dds/shared/schemas';
import { colors } from '../../ui/theme';
import { formatDate, formatWhen } from '../../ui/format';
import { PhoneNumber } from '../../ui/phone-number';
import { optionLabel, type ResourceField } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { listText } from '../data-table';
import { recordText } from './record-text';

/** One field's value, shown the way its kind reads best; empty values say so in words. */
export function FieldValue({ field, value }: { field: ResourceField; value: unknown }) {
  const t = useAdminText(recordText);
  const sayList = useAdminText(listText);
  if (field.kind === 'money') return <>{formatAmount(typeof value === 'number' ? value : null)}</>;
  if (field.kind === 'boolean') return <>{sayList(value ? 'cell.yes' : 'cell.no')}</>;
  if (value === null || value === undefined || value === '')
    return <span css={{ color: colors.muted }}>{t('value.notGiven')}</span>;
  // Stored codes (course "computer", kind "student") as the public form words them.
  const text = field.options ? optionLabel(field, String(value)) : String(value);
  switch (field.kind) {
    case 'email':
      return (
        <a href={`mailto:${text}`} css={{ overflowWrap: 'anywhere' }}>
          {text}
        </a>
      );
    case 'phone':
      return <PhoneNumber value={text} />;
    case 'longtext':
      return <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
    case 'datetime':
      return <time dateTime={text}>{formatWhen(text)}</time>;
    case 'date':
      return <>{formatDate(text)}</>;
    case 'file':
      return (
        <a href={serverUrl(text)} target="_blank" rel="noopener noreferrer">
          {t('value.openFile')}
        </a>
      );
    case 'status':
      return <>{text.charAt(0).toUpperCase() + text.slice(1)}</>;
    default:
      return <span css={{ overflowWrap: 'anywhere' }}>{text}</span>;
  }
}

/**
 * A record's fields as the record view reads them: each label above its value. `large` marks the
 * fields read first (a donation's amount and UPI reference).
 */
export function FieldList({
  fields,
  item,
  large,
}: {
  fields: readonly ResourceField[];
  item: Record<string, unknown>;
  large?: (field: ResourceField) => boolean;
}) {
  return (
    <dl css={{ margin: 0, display: 'grid', gap: 10 }}>
      {fields.map((f) => (
        <div key={f.key}>
          <dt css={{ fontSize: 13, fontWeight: 600, color: colors.muted }}>{f.label}</dt>
          <dd css={large?.(f) ? { margin: 0, fontSize: 18, fontWeight: 600 } : { margin: 0 }}>
            <FieldValue field={f} value={item[f.key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
