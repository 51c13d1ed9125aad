import type { ReactNode } from 'react';
import { colors } from './theme';

/**
 * Why a control's action did not happen (a status not saved, a file refused), in words beside or
 * under it, read out as it appears. Renders nothing without an error, so a caller writes
 * `<FieldError>{error}</FieldError>`.
 */
export function FieldError({ children, id, className }: { children: ReactNode; id?: string; className?: string }) {
  if (!children) return null;
  return (
    <span id={id} role="alert" className={className} css={{ fontSize: 13, color: colors.danger }}>
      {children}
    </span>
  );
}
