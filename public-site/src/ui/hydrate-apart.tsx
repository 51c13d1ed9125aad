import { Suspense, type ReactNode } from 'react';

/**
 * A below-the-fold section hydrated apart from the rest of the page. React 19 hydrates each
 * Suspense boundary of a server-rendered page as its own low-priority piece of work, so a phone
 * hydrates a long page in short tasks (first input is never stuck behind the footer), and a
 * section the visitor taps is hydrated first. Nothing inside suspends: there is no fallback.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
