// The stateful API client: one per page, provided by the shell as a shared singleton under the
// stateful contract (shared/contract.json; docs/decisions/002-shared-stateful-contract.md).
// ApiError is here too: code checks `error instanceof ApiError` on what this client rejects with,
// which only works when both come from the same copy.
export * from './errors';
export * from './http';
