import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colors } from '../../ui/theme';
import { LoginForm } from './login-form';

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
  max-width: 380px;
  background: #fff;
  border-radius: 12px;
  padding: 24px;
  box-sizing: border-box;
`;

/**
 * Shown over the current page when a call answers 401 mid-work. The page underneath stays
 * mounted (its filters, drafts and scroll position survive) and is made inert until login.
 */
export function SessionExpiredDialog() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);
  return (
    <Backdrop>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
        <h2 id="session-expired-title" css={{ margin: '0 0 6px', fontSize: 20 }}>
          Please log in again
        </h2>
        <p id="session-expired-text" css={{ margin: '0 0 16px', color: colors.muted, fontSize: 14 }}>
          Your session has ended (you were away for a while, or logged out elsewhere). Log in to continue — this page stays as it was.
        </p>
        <LoginForm />
      </Box>
    </Backdrop>
  );
}
