import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCROLL_REVEAL_MS } from '@dds/shared/constants';
import { mq } from './theme';

const Box = styled.div`
  ${mq.motion} {
    &[data-revealed='false'] { opacity: 0; transform: translateY(32px); }
    transition: opacity ${SCROLL_REVEAL_MS}ms ease-out, transform ${SCROLL_REVEAL_MS}ms ease-out;
  }
`;

/**
 * SPEC.md §9 scroll reveal: 1000 ms, played once. Content starts visible when the browser
 * cannot observe (no IntersectionObserver) so nothing is ever stuck hidden.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (revealed || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [revealed]);

  return (
    <Box ref={ref} data-revealed={revealed}>
      {children}
    </Box>
  );
}
