import { Link, useLocation } from 'react-router-dom';
import type { DuplicateRef } from '@dds/shared/schemas/bulk';
import { Notice } from '../../ui/controls';

/**
 * The same UPI reference on two donations usually means one payment was reported twice (or a
 * screenshot reused): the clerk checks the other donation(s) before marking this one verified. A
 * match in the Trash is named too, labelled "in Trash": a reference reused after the earlier report
 * was deleted as spam is as much a warning sign (the list's badge counts only live donations).
 */
export function DuplicateWarning({ adminPath, matches }: { adminPath: string; matches: DuplicateRef[] }) {
  // The way back to the list goes along, so Back from the other donation still returns to the filtered list.
  const { state } = useLocation();
  if (matches.length === 0) return null;
  const allInTrash = matches.every((m) => m.inTrash);
  return (
    <Notice tone="warn" data-testid="duplicate-upi" css={{ display: 'grid', gap: 4 }}>
      <strong>Duplicate UPI reference</strong>
      <span>
        The same UPI reference is on {matches.length === 1 ? 'another donation' : `${matches.length} other donations`}
        {allInTrash ? (matches.length === 1 ? ', now in the Trash' : ', all now in the Trash') : ''}:{' '}
        {matches.map((m, i) => (
          <span key={m.id}>
            {i > 0 && ', '}
            <Link to={`${adminPath}/${m.id}`} state={state}>
              donation no. {m.id}
              {m.inTrash && ' (in Trash)'}
            </Link>
          </span>
        ))}
        . Check it is not the same payment before marking this one verified.
      </span>
    </Notice>
  );
}
