/**
 * Points the one API client (the `@dds/shared/api` singleton both remotes use) at the deploy's
 * API_BASE_URL, carried in the remotes config (docs/decisions/003-admin-on-its-own-host.md).
 * Unset — the default — the client stays on the page's own origin and the start-up never loads
 * axios for it.
 */
export async function applyApiBase(apiBaseUrl: string | undefined): Promise<void> {
  if (!apiBaseUrl) return;
  const { setApiBaseUrl } = await import('@dds/shared/api');
  setApiBaseUrl(apiBaseUrl);
}
