import { useCallback, useRef, type PointerEvent } from 'react';
import { INQUIRY_TILT } from '@dds/shared/constants';

const allowsTilt = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches &&
  window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * SPEC.md §9 tilt-on-hover: up to 20° toward the pointer, perspective 1000, 400 ms ease back.
 * Off for reduced motion and for touch (a tilting form under a thumb is hard to fill in).
 * Writes the transform straight to the element so moving the mouse never re-renders the form.
 */
export function useTilt<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { maxAngleDeg, perspective } = INQUIRY_TILT;

  const onPointerMove = useCallback(
    (event: PointerEvent<T>) => {
      const el = ref.current;
      if (!el || event.pointerType !== 'mouse' || !allowsTilt()) return;
      const box = el.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width - 0.5;
      const y = (event.clientY - box.top) / box.height - 0.5;
      el.style.transform = `perspective(${perspective}px) rotateX(${(-y * 2 * maxAngleDeg).toFixed(2)}deg) rotateY(${(x * 2 * maxAngleDeg).toFixed(2)}deg)`;
    },
    [maxAngleDeg, perspective],
  );

  const onPointerLeave = useCallback(() => {
    if (ref.current) ref.current.style.transform = `perspective(${perspective}px) rotateX(0deg) rotateY(0deg)`;
  }, [perspective]);

  return { ref, onPointerMove, onPointerLeave };
}
