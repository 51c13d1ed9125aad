import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
// (A test of server rendering runs in Node, `@jest-environment node`: there is no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Screens load their code lazily (route-level splitting); on a loaded 2-core CI box the first
// lazy screen can take more than Testing Library's default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> and its `open` attribute but not showModal() or close(). These do what the
// admin's dialog relies on: open it, and close it with a `close` event on a later task, as browsers
// do. What only a browser does (the top layer, the inert page, Escape as a `cancel` event) is
// checked by the e2e specs; a unit test sends `cancel` itself.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
