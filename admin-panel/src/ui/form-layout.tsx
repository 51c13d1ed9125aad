import styled from '@emotion/styled';
import { useEffect, type RefObject } from 'react';
import { media } from './theme';
import { useAdminText } from '../i18n/admin-text';
import { formText } from './form-text';

/** The fields of a long edit form: two columns, one on phones; `.wide` takes the whole row. */
export const FormGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.narrow} { grid-template-columns: 1fr; }
  .wide { grid-column: 1 / -1; }
`;

/** Stays in view at the bottom of the screen, so Save is one tap away on a long form. */
export const StickyActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: flex-end;
  padding: 12px 16px;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.06);
`;

/** The summary of a refused save: it counts what the admin has to fix. The caller gives it its role. */
export function FixFieldsMessage({ count }: { count: number }) {
  const t = useAdminText(formText);
  return <>{t('form.fixFields', { count })}</>;
}

/**
 * After a refused save, the first thing to fix takes the focus (a screen reader reads its label
 * and its error with it). `focusRequest` counts the refused saves (0: none yet); `selector` names what may
 * take the focus, first match in document order.
 */
export function useFocusOnRefusedSave(
  form: RefObject<HTMLElement | null>,
  focusRequest: number,
  selector = '[aria-invalid="true"]',
) {
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [form, focusRequest, selector]);
}
