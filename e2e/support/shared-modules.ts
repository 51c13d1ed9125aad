import type { Page } from '@playwright/test';

/**
 * The shared modules (Module Federation's share scope, as the shell registered it) that have been
 * loaded on the page, each with the `from` the runtime keeps: the build that registered it, which
 * the runtime overwrites with the build that loaded it first (so it does not say whose copy runs).
 */
export async function loadedSharedModules(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; from: string }>>;
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: { default: Scope } }[] };
      }
    ).__FEDERATION__;
    const scope = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!.shareScopeMap.default;
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [
        name,
        Object.values(versions)
          .filter((s) => s.loaded)
          .map((s) => s.from),
      ]),
    );
  });
}
