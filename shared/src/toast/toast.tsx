import { Fragment } from 'react';
import styled from '@emotion/styled';
import { useToastStore, type ToastMessage } from './toast-store';

// `kind` is also an HTML attribute (of <track>), so emotion would write <div kind>: keep it back.
const Box = styled('div', { shouldForwardProp: (prop) => prop !== 'kind' })<{ kind: 'success' | 'error' }>`
  position: fixed;
  /* A page with its own top bar (the admin panel) sets --dds-toast-offset so its buttons stay clickable. */
  top: calc(16px + var(--dds-toast-offset, 0px));
  right: 16px;
  z-index: 1000;
  /* border-box: the padding is inside the max width, or a long toast on a 360 px phone starts 16 px off screen. */
  box-sizing: border-box;
  max-width: min(360px, calc(100vw - 32px));
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border-radius: 8px;
  color: #fff;
  font: 500 15px/1.4 system-ui, sans-serif;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25);
  /* docs/contract.md §2: black for success, red for error. */
  background: ${(p) => (p.kind === 'success' ? '#111' : '#c62828')};
  @media (prefers-reduced-motion: no-preference) {
    animation: toast-in 200ms ease-out;
  }
  @keyframes toast-in {
    from { opacity: 0; transform: translateY(-8px); }
    to { opacity: 1; transform: none; }
  }
`;

const Close = styled.button`
  background: none;
  border: 0;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  padding: 0 4px;
  min-width: 24px;
  min-height: 24px;
`;

const ActionButton = styled.button`
  background: #fff;
  color: #111;
  border: 0;
  border-radius: 6px;
  font: 600 14px/1.2 system-ui, sans-serif;
  padding: 6px 12px;
  min-height: 32px;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
`;

/** The toast's words; a piece in another language than the page's in a `<span lang>`. */
function Words({ toast }: { toast: ToastMessage }) {
  if (!toast.parts) return <>{toast.text}</>;
  return (
    <>
      {toast.parts.map((part, i) =>
        part.lang ? (
          <span key={i} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Top-right toast. Errors use role=alert so screen readers announce them at once. */
export function Toast() {
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  if (!toast) return null;
  return (
    <Box
      kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      data-testid="toast"
      data-kind={toast.kind}
    >
      <span css={{ alignSelf: 'center' }}>
        <Words toast={toast} />
      </span>
      {toast.action && (
        <ActionButton
          type="button"
          onClick={() => {
            // Closed first: the action may show a toast of its own ("Restored").
            dismiss();
            toast.action!.onAction();
          }}
        >
          {toast.action.label}
        </ActionButton>
      )}
      <Close type="button" aria-label="Dismiss message" onClick={dismiss}>
        ×
      </Close>
    </Box>
  );
}
