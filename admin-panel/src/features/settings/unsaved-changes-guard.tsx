import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '../../ui/controls';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { useAdminText } from '../../i18n/admin-text';
import { settingsText } from './settings-text';

/**
 * While `when` holds, leaving the screen asks first: another admin section (in-app navigation)
 * shows our own dialog (Escape stays); closing the tab or reloading gets the browser's "Leave site?" prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = useRef<HTMLButtonElement>(null);
  const t = useAdminText(settingsText);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium shows the prompt only when this is set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ModalDialog
      alert
      title={t('settings.leave.title')}
      description={t('settings.leave.detail')}
      onDismiss={() => blocker.reset?.()}
      initialFocus={stay}
    >
      <DialogActions>
        <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
          {t('settings.leave.go')}
        </Button>
        <Button ref={stay} type="button" variant="primary" onClick={() => blocker.reset?.()}>
          {t('settings.leave.stay')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
