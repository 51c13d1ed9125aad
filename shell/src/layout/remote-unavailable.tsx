import styled from '@emotion/styled';

const Panel = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 16px;
  padding: 32px 20px;
  text-align: center;
  font-family: system-ui, sans-serif;
  color: #1f2937;
  h1 { font-size: 1.5rem; margin: 0; }
  p { margin: 0; color: #4b5563; }
  button {
    justify-self: center;
    min-height: 44px;
    padding: 10px 28px;
    border: 0;
    border-radius: 999px;
    background: #b91c1c;
    color: #fff;
    font-size: 1rem;
    font-weight: 600;
    cursor: pointer;
  }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; }
`;

const LABELS = { public_site: 'This part of the site', admin_panel: 'The admin panel' } as const;

/** Shown in place of a remote that could not be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ remote }: { remote: keyof typeof LABELS }) {
  return (
    <Panel role="alert" data-testid={`unavailable-${remote}`}>
      <h1>{LABELS[remote]} is unavailable right now</h1>
      <p>Please check your connection and try again in a moment.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </Panel>
  );
}
