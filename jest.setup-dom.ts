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
