import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { Button } from '../controls';
import { useAdminText } from '../../i18n/admin-text';
import { dialogText } from './dialog-text';
import { DialogActions, ModalDialog } from './modal-dialog';

/** A question before something that cannot be taken back, in the words the office reads. */
export interface Confirmation {
  /** The dialog's heading: "Remove ravi@dds.in?" */
  question: string;
  /** What will happen, under it: "They are signed out at once and can no longer log in." */
  detail?: string;
  /** The button that goes ahead: "Remove". */
  confirm: string;
  /** The button that changes nothing; "Cancel" unless said. */
  cancel?: string;
}

interface Asked extends Confirmation {
  id: number;
  answer: (yes: boolean) => void;
}

const useAsked = create<{ asked: Asked | null; hosts: number }>(() => ({ asked: null, hosts: 0 }));
let lastId = 0;

/**
 * Asks the office before an action (the admin's window.confirm, on the one dialog of
 * docs/decisions/036-one-dialog.md): resolves true for the confirm button, false for Cancel or
 * Escape. The keyboard starts on Cancel, so Enter alone never deletes anything. One question at a
 * time: asking again answers an open one "no". Shown by the ConfirmHost the admin frame mounts.
 */
export function confirmAction(confirmation: Confirmation): Promise<boolean> {
  const { asked, hosts } = useAsked.getState();
  if (!hosts) {
    console.error('confirmAction needs a <ConfirmHost /> on the page; nothing was done.');
    return Promise.resolve(false);
  }
  asked?.answer(false);
  return new Promise((resolve) => {
    const id = ++lastId;
    const answer = (yes: boolean) => {
      if (useAsked.getState().asked?.id === id) useAsked.setState({ asked: null });
      resolve(yes);
    };
    useAsked.setState({ asked: { ...confirmation, id, answer } });
  });
}

/** Where confirmAction's questions show: mounted once, by the admin frame. */
export function ConfirmHost() {
  const asked = useAsked((s) => s.asked);
  useEffect(() => {
    useAsked.setState((s) => ({ hosts: s.hosts + 1 }));
    return () => {
      // Gone with its question open (signed out): the question was not answered yes.
      useAsked.getState().asked?.answer(false);
      useAsked.setState((s) => ({ hosts: s.hosts - 1 }));
    };
  }, []);
  return asked ? <ConfirmDialog key={asked.id} {...asked} /> : null;
}

function ConfirmDialog({ question, detail, confirm, cancel, answer }: Asked) {
  const safe = useRef<HTMLButtonElement>(null);
  const t = useAdminText(dialogText);
  return (
    <ModalDialog alert title={question} description={detail} onDismiss={() => answer(false)} initialFocus={safe}>
      <DialogActions>
        <Button ref={safe} type="button" onClick={() => answer(false)}>
          {cancel ?? t('dialog.cancel')}
        </Button>
        <Button type="button" variant="danger" onClick={() => answer(true)}>
          {confirm}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
