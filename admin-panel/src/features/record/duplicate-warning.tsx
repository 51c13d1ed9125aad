import { Link, useLocation } from 'react-router-dom';
import { Notice } from '../../ui/controls';

/**
 * The same UPI reference on two donations usually means one payment was reported twice (or a
 * screenshot reused): the clerk checks the other donation(s) before marking this one verified.
 */
export function DuplicateWarning({ adminPath, ids }: { adminPath: string; ids: number[] }) {
  // The way back to the list goes along, so Back from the other donation still returns to the filtered list.
  const { state } = useLocation();
  if (ids.length === 0) return null;
  return (
    <Notice tone="warn" data-testid="duplicate-upi" css={{ display: 'grid', gap: 4 }}>
      <strong>Duplicate UPI reference</strong>
      <span>
        The same UPI reference is on {ids.length === 1 ? 'another donation' : `${ids.length} other donations`}:{' '}
        {ids.map((id, i) => (
          <span key={id}>
            {i > 0 && ', '}
            <Link to={`${adminPath}/${id}`} state={state}>donation no. {id}</Link>
          </span>
        ))}
        . Check it is not the same payment before marking this one verified.
      </span>
    </Notice>
  );
}
