import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '../../ui/controls';
import { DialogActions, ModalDialog } from '../../ui/dialog';

/**
 * While `when` holds, leaving the screen asks first: another admin section (in-app navigation)
 * shows our own dialog (Escape stays); closing the tab or reloading gets the browser's "Leave site?" prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = useRef<HTMLButtonElement>(null);

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
      title="Leave without saving?"
      description="You have changed settings that are not saved yet. If you leave now, the changes are lost and the site keeps showing the old details."
      onDismiss={() => blocker.reset?.()}
      initialFocus={stay}
    >
      <DialogActions>
        <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button ref={stay} type="button" variant="primary" onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
