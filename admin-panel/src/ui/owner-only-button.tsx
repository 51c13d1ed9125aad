import { useId, type ReactNode } from 'react';
import { toast } from '@dds/shared/toast';
import { Button, VisuallyHidden } from './controls';

/**
 * A control staff may not use. It stays in its place, so staff know it exists and whom to ask,
 * looks disabled, and says why: on hover (title), to screen readers (its description), and when
 * pressed (a toast), since a disabled button on a phone gives no feedback at all. aria-disabled
 * rather than disabled keeps it focusable for that. The server refuses the action anyway.
 */
export function OwnerOnlyButton({
  children,
  reason,
  label,
  variant,
}: {
  children: ReactNode;
  reason: string;
  label?: string;
  variant?: 'danger';
}) {
  const id = useId();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        aria-disabled="true"
        aria-label={label}
        aria-describedby={id}
        title={reason}
        onClick={() => toast.error(reason)}
        css={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        {children}
      </Button>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}
