import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { colors } from '../theme';

interface Props {
  /** The heading: it names the dialog for a screen reader. */
  title: ReactNode;
  /** What the dialog is about, under the heading: read out with its name. */
  description?: ReactNode;
  /** A question that interrupts the work (a confirmation): role alertdialog. */
  alert?: boolean;
  /**
   * Escape closes the dialog by calling this (the caller unmounts it). Without it the dialog cannot
   * be dismissed: the login after a session ended, which the page behind it needs.
   */
  onDismiss?: () => void;
  /** Where the keyboard starts (a question's safe answer); otherwise the browser's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the keyboard goes back to when it closes: the button that opened it. By default whatever
   * had the focus when it opened — which Safari does not give a clicked button, so name it when it matters.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The widest the box gets on a large screen, in px; a phone gets its width less 16 px a side. */
  maxWidth?: number;
  children?: ReactNode;
}

/**
 * The admin's one modal dialog, on the native <dialog> opened with showModal()
 * (docs/decisions/036-one-dialog.md): the browser puts it above everything, makes the page behind it
 * inert (so Tab stays in the dialog and a screen reader reads only it) and sends Escape as a `cancel`
 * event. It is open while mounted; on unmount the keyboard goes back to where it was when it opened
 * (the button that opened it), if that is still on the page.
 */
export function ModalDialog({
  title,
  description,
  alert = false,
  onDismiss,
  initialFocus,
  returnFocus,
  maxWidth = 420,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    unmounting.current = false;
    element.showModal();
    initialFocus?.current?.focus();
    return () => {
      unmounting.current = true;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; new refs on a later render change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape: the caller decides (it unmounts the dialog), so the browser must not close it first.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss?.();
  };
  // Chromium closes a modal dialog on a repeated Escape even when `cancel` is refused (so a page
  // cannot trap anyone). Then a dismissible dialog is dismissed, and one that is not opens again.
  const onClose = () => {
    if (unmounting.current) return;
    if (onDismiss) onDismiss();
    else dialog.current?.showModal();
  };

  return (
    <Box
      ref={dialog}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClose={onClose}
      css={{ maxWidth: `min(${maxWidth}px, calc(100% - 32px))` }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        {title}
      </h2>
      {description && (
        <p id={descriptionId} css={{ margin: 0, color: colors.text, fontSize: 15 }}>
          {description}
        </p>
      )}
      {children}
    </Box>
  );
}

const Box = styled.dialog`
  width: 100%;
  box-sizing: border-box;
  max-height: calc(100% - 32px);
  overflow: auto;
  border: 0;
  border-radius: 12px;
  padding: 24px;
  background: ${colors.surface};
  color: ${colors.text};
  &[open] {
    display: grid;
    gap: 12px;
  }
  &::backdrop {
    background: rgba(17, 24, 39, 0.55);
  }
`;

/** The dialog's buttons, on one line when they fit, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
