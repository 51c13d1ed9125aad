import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useInterfaceText } from '../../i18n/interface-text';
import { color, mq, radius } from '../../ui/theme';
import { donationText } from './donation-text';

const pop = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  padding: 12px;
  background: rgba(31, 10, 10, 0.6);
  overflow-y: auto;
`;

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  padding: 24px 18px;
  border-radius: ${radius.lg};
  background: ${color.white};
  box-shadow: 0 30px 80px rgba(0, 0, 0, 0.35);
  ${mq.motion} { animation: ${pop} 200ms ease-out; }
  ${mq.md} { padding: 32px; }
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${color.brandSoft};
  color: ${color.brandDark};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: focus moves in and is trapped, Escape and the close button close
 * it, and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const t = useInterfaceText(donationText);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('h2')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === box.current.querySelector('h2'))
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby="modal-title" onKeyDown={onKeyDown}>
        <h2 id="modal-title" tabIndex={-1} css={{ fontSize: '1.5rem', paddingRight: 48, outline: 'none' }}>
          {title}
        </h2>
        {children}
        <Close type="button" aria-label={t('donation.close')} onClick={onClose}>
          ×
        </Close>
      </Box>
    </Backdrop>
  );
}
