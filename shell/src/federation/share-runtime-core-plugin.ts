import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The federation runtime core this shell runs on (an alias: tools/build/shared-federation-runtime.js).
import * as runtimeCore from 'federation-runtime-core';
import { yieldToMain } from '../yield-to-main';

/** Where a remote built with `experiments.externalRuntime` looks for the runtime core. */
const GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Publishes the shell's federation runtime core before any remote is loaded, so a remote built
 * with externalRuntime (the public site) brings no second copy of it (decision 027: ~10 KB gzip).
 * Like @module-federation/inject-external-runtime-core-plugin, but it publishes the module the
 * shell itself runs: that plugin imports another build of the core, a second copy in main.js.
 */
export default function shareRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dds-share-runtime-core',
    beforeInit(args) {
      const global = globalThis as Record<string, unknown>;
      global[GLOBAL] ??= runtimeCore;
      return args;
    },
    // Each shared module (react, react-dom, the router, emotion…) is resolved and fetched in a task
    // of its own, not all in the task that evaluates main.js (decision 027: that start-up task was
    // ~300 ms on a phone's CPU). Here rather than in a plugin of its own: the runtime plugins are
    // listed in the webpack config.
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
