import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The open/closed state of a disclosure (the phone bulk bar's "More", a list's "Export"): Escape
 * closes it and puts focus back on its button (so a keyboard or screen-reader user is not dropped at
 * the top of the page), a tap or focus outside its box closes it quietly.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (bar.current && !bar.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return { open, toggle: () => setOpen((o) => !o), close, bar, button, onKeyDown };
}
