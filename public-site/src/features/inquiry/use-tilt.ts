import { useCallback, useRef, type PointerEvent } from 'react';
import { INQUIRY_TILT } from '@dds/shared/constants';

const allowsTilt = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches &&
  window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** Share of the card (from each edge) over which the tilt eases back to flat. */
const EDGE = 0.2;
const smoothstep = (t: number) => t * t * (3 - 2 * t);

/**
 * The card's angles for a pointer at (x, y), each from 0 to 1 across the card: toward the pointer,
 * up to the maximum at 30% from the centre, then easing back to flat at the edges. Flat edges mean
 * that entering or leaving the card is no jump, and that the tilted edge never runs away from a
 * pointer resting on it (the jitter this replaces).
 */
export function tiltAngles(
  x: number,
  y: number,
  maxAngleDeg: number = INQUIRY_TILT.maxAngleDeg,
): { rotateX: number; rotateY: number } {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const dx = clamp(x) - 0.5;
  const dy = clamp(y) - 0.5;
  const edge = Math.max(Math.abs(dx), Math.abs(dy)); // 0.5 on the edge
  const ease = smoothstep(clamp((0.5 - edge) / EDGE)); // 1 inside, 0 on the edge
  const reach = 0.5 - EDGE; // where the full angle is reached
  const angle = (d: number) => Math.max(-1, Math.min(1, d / reach)) * maxAngleDeg * ease;
  // Rounded so that -0 never shows up in a transform.
  return { rotateX: Math.round(-angle(dy) * 100) / 100 || 0, rotateY: Math.round(angle(dx) * 100) / 100 || 0 };
}

/**
 * docs/contract.md §6 tilt-on-hover: up to 20° toward the pointer, perspective 1000, 400 ms ease back.
 * The pointer is measured against an outer area that never moves (`areaRef`), and only the card
 * inside it (`ref`) tilts: measuring the tilted card itself made the angle feed back into its own
 * box and jitter at the edges. Off for reduced motion and for touch (a tilting form under a thumb
 * is hard to fill in). Writes the transform straight to the element so moving the mouse never
 * re-renders the form.
 */
export function useTilt<Area extends HTMLElement, Card extends HTMLElement>() {
  const areaRef = useRef<Area>(null);
  const ref = useRef<Card>(null);
  const { maxAngleDeg, perspective } = INQUIRY_TILT;

  const onPointerMove = useCallback(
    (event: PointerEvent<Area>) => {
      const area = areaRef.current;
      const card = ref.current;
      if (!area || !card || event.pointerType !== 'mouse' || !allowsTilt()) return;
      const box = area.getBoundingClientRect();
      if (!box.width || !box.height) return;
      const { rotateX, rotateY } = tiltAngles(
        (event.clientX - box.left) / box.width,
        (event.clientY - box.top) / box.height,
        maxAngleDeg,
      );
      card.style.transform = `perspective(${perspective}px) rotateX(${rotateX.toFixed(2)}deg) rotateY(${rotateY.toFixed(2)}deg)`;
    },
    [maxAngleDeg, perspective],
  );

  const onPointerLeave = useCallback(() => {
    if (ref.current) ref.current.style.transform = `perspective(${perspective}px) rotateX(0deg) rotateY(0deg)`;
  }, [perspective]);

  return { areaRef, ref, onPointerMove, onPointerLeave };
}
