import { Link, useLocation } from 'react-router-dom';
import type { DuplicateRef } from '@dds/shared/schemas/bulk';
import { Notice } from '../../ui/controls';
import { useAdminText } from '../../i18n/admin-text';
import { recordText } from './record-text';

/**
 * The same UPI reference on two donations usually means one payment was reported twice (or a
 * screenshot reused): the clerk checks the other donation(s) before marking this one verified. A
 * match in the Trash is named too, labelled "in Trash": a reference reused after the earlier report
 * was deleted as spam is as much a warning sign (the list's badge counts only live donations).
 */
export function DuplicateWarning({ adminPath, matches }: { adminPath: string; matches: DuplicateRef[] }) {
  // The way back to the list goes along, so Back from the other donation still returns to the filtered list.
  const { state } = useLocation();
  const t = useAdminText(recordText);
  if (matches.length === 0) return null;
  const allInTrash = matches.every((m) => m.inTrash);
  return (
    <Notice tone="warn" data-testid="duplicate-upi" css={{ display: 'grid', gap: 4 }}>
      <strong>{t('duplicate.title')}</strong>
      <span>
        {t('duplicate.on', { count: matches.length })}
        {allInTrash ? t(matches.length === 1 ? 'duplicate.inTrashOne' : 'duplicate.inTrashAll') : ''}:{' '}
        {matches.map((m, i) => (
          <span key={m.id}>
            {i > 0 && ', '}
            <Link to={`${adminPath}/${m.id}`} state={state}>
              {t('duplicate.link', { id: String(m.id) })}
              {m.inTrash && t('duplicate.linkInTrash')}
            </Link>
          </span>
        ))}
        {t('duplicate.check')}
      </span>
    </Notice>
  );
}
