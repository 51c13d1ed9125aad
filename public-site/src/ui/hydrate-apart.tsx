import { Suspense, type ReactNode } from 'react';

/**
 * An island hydrated apart from the rest (the header; docs/decisions/020-islands.md for the parts
 * that do not hydrate at all). React 19
 * hydrates each Suspense boundary of a server-rendered page as its own low-priority piece of work,
 * time-sliced (seen in a trace: ~5 ms tasks), where the root's own pass runs in one task; so a
 * phone hydrates a long page in short tasks (first input is never stuck behind the footer), and a
 * part the visitor taps is hydrated first. It is not delayed otherwise (no waiting for the
 * viewport or idle time): a link clicked in a part still server HTML must navigate. Nothing
 * inside suspends: there is no fallback.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
