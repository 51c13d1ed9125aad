import { fireEvent, render, screen } from '@testing-library/react';
import { INQUIRY_TILT } from '@dds/shared/constants';
import { tiltAngles, useTilt } from './use-tilt';

function Tilted() {
  const tilt = useTilt<HTMLDivElement, HTMLDivElement>();
  return (
    <div data-testid="area" ref={tilt.areaRef} onPointerMove={tilt.onPointerMove} onPointerLeave={tilt.onPointerLeave}>
      <div data-testid="card" ref={tilt.ref}>
        form
      </div>
    </div>
  );
}

// jsdom has no PointerEvent: a MouseEvent that carries pointerType is what browsers send.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
}

const box = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

describe('inquiry card tilt (docs/contract.md §6: up to 20°, perspective 1000)', () => {
  beforeEach(() => {
    // A desktop with a mouse and motion allowed.
    window.matchMedia = ((query: string) => ({
      matches: !query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });

  it('is flat at the centre, leans toward the pointer, and never passes the maximum angle', () => {
    expect(tiltAngles(0.5, 0.5)).toEqual({ rotateX: 0, rotateY: 0 });
    const right = tiltAngles(0.75, 0.5);
    expect(right.rotateY).toBeGreaterThan(0);
    expect(tiltAngles(0.5, 0.25).rotateX).toBeGreaterThan(0); // top edge comes toward the viewer
    for (let x = 0; x <= 1; x += 0.05)
      for (let y = 0; y <= 1; y += 0.05) {
        const { rotateX, rotateY } = tiltAngles(x, y);
        expect(Math.abs(rotateX)).toBeLessThanOrEqual(INQUIRY_TILT.maxAngleDeg);
        expect(Math.abs(rotateY)).toBeLessThanOrEqual(INQUIRY_TILT.maxAngleDeg);
      }
  });

  it('eases back to flat at the edges, so leaving the card is no jump', () => {
    expect(Math.abs(tiltAngles(0.99, 0.5).rotateY)).toBeLessThan(Math.abs(tiltAngles(0.8, 0.5).rotateY));
    expect(Math.abs(tiltAngles(1, 0.5).rotateY)).toBeLessThan(1);
    expect(Math.abs(tiltAngles(0.5, 0).rotateX)).toBeLessThan(1);
  });

  it('measures the pointer against the untilted area and tilts only the card inside it', () => {
    render(<Tilted />);
    const area = screen.getByTestId('area');
    const card = screen.getByTestId('card');
    area.getBoundingClientRect = () => box(100, 100, 400, 400);
    // The tilted card's own box is skewed; using it would make the angle jump as the card moves.
    card.getBoundingClientRect = () => box(180, 90, 240, 420);
    fireEvent.pointerMove(area, { pointerType: 'mouse', clientX: 400, clientY: 300 });
    const { rotateY } = tiltAngles(0.75, 0.5);
    expect(card.style.transform).toBe(
      `perspective(${INQUIRY_TILT.perspective}px) rotateX(0.00deg) rotateY(${rotateY.toFixed(2)}deg)`,
    );
    expect(area.style.transform).toBe('');
    fireEvent.pointerLeave(area);
    expect(card.style.transform).toBe(`perspective(${INQUIRY_TILT.perspective}px) rotateX(0deg) rotateY(0deg)`);
  });

  it('stays flat for touch and for reduced motion', () => {
    render(<Tilted />);
    const area = screen.getByTestId('area');
    area.getBoundingClientRect = () => box(0, 0, 400, 400);
    fireEvent.pointerMove(area, { pointerType: 'touch', clientX: 300, clientY: 200 });
    expect(screen.getByTestId('card').style.transform).toBe('');
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce') || query.includes('hover'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    fireEvent.pointerMove(area, { pointerType: 'mouse', clientX: 300, clientY: 200 });
    expect(screen.getByTestId('card').style.transform).toBe('');
  });
});
