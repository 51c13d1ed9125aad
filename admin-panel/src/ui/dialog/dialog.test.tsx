import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { showPanelIn } from '../../i18n/panel-language';
import { SessionExpiredDialog } from '../../features/auth/session-expired-dialog';
import { ConfirmHost, ModalDialog, confirmAction } from './index';

/** A screen with one action that asks first, and what the question answered. */
function Screen() {
  const [answer, setAnswer] = useState('not asked');
  const ask = () =>
    void confirmAction({
      question: 'Delete the photo “Annual day”?',
      detail: 'It disappears from the Photos page at once.',
      confirm: 'Delete',
    }).then((yes) => setAnswer(yes ? 'yes' : 'no'));
  return (
    <>
      <button type="button" onClick={ask}>
        Delete photo
      </button>
      <output>{answer}</output>
      <ConfirmHost />
    </>
  );
}

const asked = () => screen.findByRole('alertdialog', { name: 'Delete the photo “Annual day”?' });

describe('confirmAction', () => {
  it('asks in a dialog named by its question and described by what happens, the keyboard on Cancel', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    const dialog = await asked();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('It disappears from the Photos page at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('answers yes for the confirm button and gives the keyboard back to the button that asked', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Delete photo' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('yes')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers no for Cancel, and for Escape (the browser sends `cancel`)', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('no')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(await asked(), escape);
    // The dialog closes itself through React, not the browser's default.
    expect(escape.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('no')).toBeInTheDocument();
  });

  it('does nothing without a ConfirmHost on the page, and says so in the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(confirmAction({ question: 'Remove ravi@dds.test?', confirm: 'Remove' })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ConfirmHost'));
    error.mockRestore();
  });
});

describe('ModalDialog', () => {
  it('without onDismiss refuses Escape, and opens again when the browser closes it anyway', async () => {
    render(
      <ModalDialog title="Please log in again">
        <input aria-label="Email" />
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please log in again' });
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');

    // Chromium's repeated Escape: closed without asking.
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  it('with onDismiss closes on the browser closing it too', async () => {
    const onDismiss = jest.fn();
    render(<ModalDialog title="Leave without saving?" alert onDismiss={onDismiss} />);
    act(() => (screen.getByRole('alertdialog') as HTMLDialogElement).close());
    await waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1));
  });
});

describe('the one dialog in Hindi (docs/decisions/026-hindi.md §8)', () => {
  beforeAll(() => showPanelIn('hi'));
  afterAll(() => showPanelIn('en'));

  it('a confirmation’s own Cancel is Hindi, still first for the keyboard; the question is the caller’s', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await asked();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByRole('status')).toHaveTextContent('no');
  });

  it('the login after a session ended is headed and described in Hindi', () => {
    render(<SessionExpiredDialog />);
    const dialog = screen.getByRole('dialog', { name: 'कृपया फिर से लॉग इन करें' });
    expect(dialog).toHaveAccessibleDescription(/^आपका सत्र ख़त्म हो गया है/);
  });
});
