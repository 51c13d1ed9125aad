// webpack alias (tools/shared-federation-runtime.js): the ES build of @module-federation/runtime-core.
declare module 'federation-runtime-core';
