import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { FLOATING_DOTS } from '@dds/shared/constants';
import { mq } from '../../ui/theme';

const float = keyframes`
  0%, 100% { transform: translate3d(0, 0, 0); }
  50% { transform: translate3d(12px, -28px, 0); }
`;

const Dot = styled.span`
  position: absolute;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.22);
  ${mq.motion} { animation: ${float} var(--d) ease-in-out infinite; animation-delay: var(--delay); }
`;

// Deterministic pseudo-random layout: the same on every render and every visit.
const dots = Array.from({ length: FLOATING_DOTS }, (_, i) => ({
  left: (i * 37) % 100,
  top: (i * 53 + 11) % 100,
  size: 6 + ((i * 7) % 14),
  duration: 6 + (i % 5) * 1.5,
  delay: -(i % 7),
}));

/** docs/contract.md §6: 15 decorative floating dots behind the hero. */
export function FloatingDots() {
  return (
    <div
      aria-hidden="true"
      data-testid="floating-dots"
      css={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}
    >
      {dots.map((d, i) => (
        <Dot
          key={i}
          style={{
            left: `${d.left}%`,
            top: `${d.top}%`,
            width: d.size,
            height: d.size,
            ['--d' as string]: `${d.duration}s`,
            ['--delay' as string]: `${d.delay}s`,
          }}
        />
      ))}
    </div>
  );
}
