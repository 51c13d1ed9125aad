import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { SCROLL_REVEAL_MS } from '@dds/shared/constants';
import { mq } from './theme';

const Box = styled.div`
  ${mq.motion} {
    &[data-revealed='false'] { opacity: 0; transform: translateY(32px); }
    transition: opacity ${SCROLL_REVEAL_MS}ms ease-out, transform ${SCROLL_REVEAL_MS}ms ease-out;
  }
`;

/**
 * docs/contract.md §6 scroll reveal: 1000 ms, played once. Content starts visible — as the server renders
 * it, so the live app hydrates the same markup, and nothing is ever stuck hidden without
 * JavaScript — and a section still below the fold is hidden once the app runs, then revealed
 * when it scrolls into view.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? revealOnScroll(ref.current) : undefined), []);
  return (
    <Box ref={ref} data-revealed="true">
      {children}
    </Box>
  );
}

/**
 * The reveal itself, on the element's `data-revealed` attribute: the same for a Reveal the app
 * rendered and for one in a part of the page that stays the server's HTML (ui/static-section),
 * where no component runs. Returns what stops watching.
 */
export function revealOnScroll(el: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined' || el.getBoundingClientRect().top < window.innerHeight)
    return () => undefined;
  el.dataset.revealed = 'false';
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        el.dataset.revealed = 'true';
        observer.disconnect();
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
