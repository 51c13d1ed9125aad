import { Button, Notice } from './controls';

/** A screen's data did not come: what failed, the reason, and a way to ask again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
      <span>
        Could not load the {what}. {error}
      </span>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
