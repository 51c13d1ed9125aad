export { ConfirmHost, confirmAction, type Confirmation } from './confirm-action';
export { DialogActions, ModalDialog } from './modal-dialog';
