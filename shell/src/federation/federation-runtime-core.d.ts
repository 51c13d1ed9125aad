// webpack alias (tools/build/shared-federation-runtime.js): the ES build of @module-federation/runtime-core.
declare module 'federation-runtime-core';
