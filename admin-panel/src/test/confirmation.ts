import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Answers the confirmation that asks `question` (its heading) by clicking `button` in it — the
 * confirm button's words, or 'Cancel'. Gives back what the dialog said.
 */
export async function answerConfirmation(user: UserEvent, question: string | RegExp, button: string): Promise<string> {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  const said = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: button }));
  return said;
}
