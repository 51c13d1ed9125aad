import { useId } from 'react';
import { Select } from '../../ui/controls';
import { useAdminText } from '../../i18n/admin-text';
import { PAGE_SIZES, type PageSize } from './list-params';
import { listText } from './list-text';

/** "Rows per page: 20 / 50 / 100" — more rows per page when working through a long list on a laptop. */
export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const id = useId();
  const t = useAdminText(listText);
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 14 }}>
      <label htmlFor={id} css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('pages.rowsPerPage')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as PageSize)}
        css={{ width: 'auto' }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </span>
  );
}
