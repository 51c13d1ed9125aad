// The federation runtime core as a plain script, for remotes built with externalRuntime running
// in a shell that does not share its own (see shared-federation-runtime.js).
import * as core from 'federation-runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = core;
