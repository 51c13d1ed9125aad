import { useId, type ReactNode } from 'react';
import { OWNER_ONLY_MESSAGES, type OwnerCapability } from '@dds/shared/schemas/permissions';
import { toast } from '@dds/shared/toast';
import { usePanelLanguage } from '../i18n/panel-language';
import { localServerAnswer } from '../i18n/server-answers';
import { Button, VisuallyHidden } from './controls';

/**
 * Why staff may not: the server's own refusal for it (OWNER_ONLY_MESSAGES, its 403 words) in the
 * admin's language. A string, not an element marked `lang` (decision 005, "Codes a panel does not
 * know"): it goes into a `title`, an attribute that holds no markup, and every one of these
 * sentences has words in each of the panel's languages (i18n/server-answers.test.ts holds it), so
 * none is ever the server's English on a Hindi screen.
 */
export function useOwnerOnlyReason(): (capability: OwnerCapability) => string {
  const language = usePanelLanguage((s) => s.language);
  return (capability) => localServerAnswer(language, OWNER_ONLY_MESSAGES[capability]);
}

/**
 * A control staff may not use. It stays in its place, so staff know it exists and whom to ask,
 * looks disabled, and says why: on hover (title), to screen readers (its description), and when
 * pressed (a toast), since a disabled button on a phone gives no feedback at all. aria-disabled
 * rather than disabled keeps it focusable for that. The server refuses the action anyway.
 */
export function OwnerOnlyButton({
  children,
  reason,
  label,
  variant,
}: {
  children: ReactNode;
  reason: string;
  label?: string;
  variant?: 'danger';
}) {
  const id = useId();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        aria-disabled="true"
        aria-label={label}
        aria-describedby={id}
        title={reason}
        onClick={() => toast.error(reason)}
        css={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        {children}
      </Button>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}
