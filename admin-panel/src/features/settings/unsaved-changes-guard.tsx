import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '../../ui/controls';
import { colors } from '../../ui/theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(17, 24, 39, 0.55);
`;

const Box = styled.div`
  width: 100%;
  max-width: 420px;
  box-sizing: border-box;
  padding: 24px;
  border-radius: 12px;
  background: #fff;
`;

/**
 * While `when` holds, leaving the screen asks first: another admin section (in-app navigation)
 * shows our own dialog; closing the tab or reloading gets the browser's "Leave site?" prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
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

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    stay.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && blocker.reset?.();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [blocked, blocker]);

  if (!blocked) return null;
  return (
    <Backdrop>
      <Box role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title" aria-describedby="unsaved-text">
        <h2 id="unsaved-title" css={{ margin: '0 0 6px', fontSize: 20 }}>
          Leave without saving?
        </h2>
        <p id="unsaved-text" css={{ margin: '0 0 18px', color: colors.muted, fontSize: 14 }}>
          You have changed settings that are not saved yet. If you leave now, the changes are lost and the site keeps showing the old details.
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, justifyContent: 'flex-end' }}>
          <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button ref={stay} type="button" variant="primary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
        </div>
      </Box>
    </Backdrop>
  );
}
