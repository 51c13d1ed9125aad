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
 * SPEC.md §9 scroll reveal: 1000 ms, played once. Content starts visible — as the server renders
 * it, so the live app hydrates the same markup, and nothing is ever stuck hidden without
 * JavaScript — and a section still below the fold is hidden once the app runs, then revealed
 * when it scrolls into view.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || el.getBoundingClientRect().top < window.innerHeight) return;
    setRevealed(false);
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
  }, []);

  return (
    <Box ref={ref} data-revealed={revealed}>
      {children}
    </Box>
  );
}
