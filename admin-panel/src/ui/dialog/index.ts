export { ConfirmHost, confirmAction, type Confirmation } from './confirm-action';
export { DialogActions, ModalDialog } from './modal-dialog';
export { dialogText } from './dialog-text';
