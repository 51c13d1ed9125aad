import styled from '@emotion/styled';
import { colors } from '../../ui/theme';
import { LoginForm } from './login-form';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${colors.page};
  box-sizing: border-box;
`;

const Panel = styled.div`
  width: 100%;
  max-width: 380px;
  background: #fff;
  border-radius: 12px;
  padding: 28px 24px;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.08);
  box-sizing: border-box;
`;

/** Shown in place of any /admin page when there is no session; the URL is kept, so after login the asked-for page appears. */
export function LoginScreen() {
  return (
    <Page>
      <Panel>
        <p css={{ margin: 0, color: colors.brand, fontWeight: 700, letterSpacing: 0.5 }}>DDS</p>
        <h1 css={{ margin: '4px 0 4px', fontSize: 24, color: colors.text }}>Admin login</h1>
        <p css={{ margin: '0 0 20px', color: colors.muted, fontSize: 14 }}>Log in to see inquiries, admissions and donations.</p>
        <LoginForm />
      </Panel>
    </Page>
  );
}
