import { useState, type ReactNode } from 'react';
import { ApiError } from '@dds/shared/api';
import { Card, Notice } from '../../ui/controls';
import { useServerAnswerElement } from '../../ui/server-answer';

/**
 * The frame of a dashboard tool (Backups, E-mail): a card named by its heading, `name` its test id
 * and the heading's id (`<name>-title`), its parts one under another.
 */
export function ToolCard({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <Card
      aria-labelledby={`${name}-title`}
      data-testid={name}
      css={{ display: 'grid', gap: 10, alignContent: 'start' }}
    >
      <h2 id={`${name}-title`} css={{ margin: 0, fontSize: 18 }}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * A tool's button press: `busy` while the server works, then its refusal in words (`noAnswer` when
 * the server did not answer at all). A lapsed session says nothing here: the panel sends the admin
 * to sign in.
 */
export function useToolAction(noAnswer: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  // The server's refusal in the admin's language, or its English marked so (decision 005).
  const answer = useServerAnswerElement();
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(failure instanceof ApiError && failure.status === 0 ? noAnswer : answer(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

/** What the tool's last press was refused with, read out as it appears (inside the card's live region). */
export function ToolRefusal({ error }: { error: ReactNode }) {
  return error ? (
    <Notice tone="error" role="alert">
      {error}
    </Notice>
  ) : null;
}
