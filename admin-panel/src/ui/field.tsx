import { cloneElement, useId, type ReactElement } from 'react';
import { colors } from './theme';

/**
 * A label above its control, tied by id. The control sits beside the label rather than inside it,
 * so its accessible name is exactly the label text (not the label plus the current value).
 */
export function Field({ label, hint, children, className }: { label: string; hint?: string; children: ReactElement<{ id?: string; 'aria-describedby'?: string }>; className?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className} css={{ display: 'grid', gap: 4, alignContent: 'start' }}>
      <label htmlFor={id} css={{ fontSize: 14, fontWeight: 600, color: colors.text }}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': hintId })}
      {hint && (
        <span id={hintId} css={{ fontSize: 13, color: colors.muted }}>
          {hint}
        </span>
      )}
    </div>
  );
}
