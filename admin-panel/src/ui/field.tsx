import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { colors } from './theme';

type Control = ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;

/**
 * A label above its control, tied by id. The control sits beside the label rather than inside it,
 * so its accessible name is exactly the label text (not the label plus the current value). An
 * `error` shows under the control, marks it aria-invalid and joins its description.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: string;
  hint?: string;
  /** Words, or words with an element in them (the server's English marked `lang="en"`, ui/server-answer.tsx). */
  error?: ReactNode;
  children: Control;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} css={{ display: 'grid', gap: 4, alignContent: 'start' }}>
      <label htmlFor={id} css={{ fontSize: 14, fontWeight: 600, color: colors.text }}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true } : {}) })}
      {error && (
        <span id={errorId} css={{ fontSize: 13, fontWeight: 600, color: colors.danger }}>
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} css={{ fontSize: 13, color: colors.muted }}>
          {hint}
        </span>
      )}
    </div>
  );
}
