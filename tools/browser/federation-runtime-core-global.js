// The federation runtime core as a plain script, for the public site's own page (no shell to
// share one; see shared-federation-runtime.js).
import * as core from 'federation-runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = core;
