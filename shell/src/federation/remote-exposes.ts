import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * What the shell uses of each remote's exposed modules — the one place their types are written.
 * The router loads remotes through these types, and `pnpm release` compares a remote release's own
 * declarations of its exposes with the live shell's copy of this file (TypeScript's assignability,
 * the check Module Federation's DTS plugin gives a host at build time): a remote whose route table
 * or Layout props no longer fit the live shell is refused, naming the difference
 * (docs/decisions/005-type-contract-at-release.md). Changing a type here is a contract change: a
 * narrower shell expectation refuses older remotes at `pnpm release shell`.
 */

/** Each remote's './routes': its route table (paths + lazy pages). */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** A module whose default export is a component taking `P`. */
export interface DefaultComponent<P = object> {
  default: ComponentType<P>;
}

export interface PublicSiteExposes {
  routes: RemoteRoutesModule;
  /** Header + page + footer, as the server renders them; the shell hydrates inside it. */
  Layout: DefaultComponent<{ children: ReactNode }>;
  /** For releases without a Layout (older ones). */
  Header: DefaultComponent;
  Footer: DefaultComponent;
}

export interface AdminPanelExposes {
  routes: RemoteRoutesModule;
}

export interface RemoteExposes {
  public_site: PublicSiteExposes;
  admin_panel: AdminPanelExposes;
}
