import { serverUrl } from '@dds/shared/api';
import { INQUIRY_COURSES, formatAmount } from '@dds/shared/schemas';
// By its own name: an older shell's copy of @dds/shared/schemas has no business inquiries.
import { BUSINESS_TOPICS } from '@dds/shared/src/schemas/inquiry-kinds';
import { formatDate } from '../../ui/format';
import { colors } from '../../ui/theme';
import { formatIstWhen } from './ist-time';
import type { ResourceField } from './resource-shape';

const muted = <span css={{ color: colors.muted }}>Not given</span>;

/** Course codes as the public form shows them (an inquiry stores "computer", a business topic its code). */
function courseWords(value: string): string {
  return INQUIRY_COURSES.find((c) => c.value === value)?.label ?? BUSINESS_TOPICS.find((t) => t.value === value)?.label ?? value;
}

/** One field's value, shown the way its kind reads best; empty values say so in words. */
export function FieldValue({ field, value }: { field: ResourceField; value: unknown }) {
  if (field.kind === 'money') return <>{formatAmount(typeof value === 'number' ? value : null)}</>;
  if (field.kind === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (value === null || value === undefined || value === '') return muted;
  const text = String(value);
  switch (field.kind) {
    case 'email':
      return <a href={`mailto:${text}`} css={{ overflowWrap: 'anywhere' }}>{text}</a>;
    case 'phone':
      return <a href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</a>;
    case 'longtext':
      return <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
    case 'datetime':
      return <time dateTime={text}>{formatIstWhen(text)}</time>;
    case 'date':
      return <>{formatDate(text)}</>;
    case 'course':
      return <>{courseWords(text)}</>;
    case 'file':
      return <a href={serverUrl(text)} target="_blank" rel="noopener noreferrer">Open the file (new tab)</a>;
    case 'status':
      return <>{text.charAt(0).toUpperCase() + text.slice(1)}</>;
    default:
      return <span css={{ overflowWrap: 'anywhere' }}>{text}</span>;
  }
}
