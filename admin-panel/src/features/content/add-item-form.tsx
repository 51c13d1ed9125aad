import { useState, type FormEvent, type ReactNode } from 'react';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button, Card } from '../../ui/controls';
import { colors, media } from '../../ui/theme';

/**
 * The sending state of a form that adds one item to a content list: `showProblem` for what the form
 * found before sending; `send` clears it, runs the request and shows the server's refusal in its
 * words (`fallback` when it gave none).
 */
export function useAddItem() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(request: () => Promise<void>, fallback = '') {
    setError(null);
    setBusy(true);
    try {
      await request();
    } catch (failure) {
      setError((failure as Error).message || fallback);
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, showProblem: setError, send };
}

interface Props {
  /** The card's heading, and the id that names the card by it. */
  title: string;
  titleId: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  /** The fields, side by side where they fit. */
  children: ReactNode;
}

/** A card with a short form above a content list: its fields, the problem if any, and the add button. */
export function AddItemForm({ title, titleId, error, busy, submitLabel, busyLabel, onSubmit, children }: Props) {
  // The schema's or the server's English refusal, said in the admin's language (decision 026 §8).
  const answer = useServerAnswerElement();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: 18 }}>
        {title}
      </h2>
      <form
        onSubmit={submit}
        noValidate
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          alignItems: 'start',
        }}
      >
        {children}
        {error && (
          <p role="alert" css={{ margin: 0, color: colors.danger, gridColumn: '1 / -1' }}>
            {answer(error)}
          </p>
        )}
        {/* Beside the fields on a wide screen, level with the inputs under their labels. */}
        <Button
          type="submit"
          variant="primary"
          disabled={busy}
          css={{ justifySelf: 'start', [media.wide]: { marginTop: 25 } }}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
    </Card>
  );
}
