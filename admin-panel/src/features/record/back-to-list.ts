import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RESOURCES } from '@dds/shared/resources';

/** What a screen may pass when it opens a record: its own address with the filters, page and search. */
export interface RecordLinkState {
  from?: string;
}

const LIST_PATHS = Object.values(RESOURCES).map((r) => r.adminPath);
const memoryKey = (adminPath: string) => `dds-admin:list-address:${adminPath}`;

function readMemory(adminPath: string): string | null {
  try {
    return sessionStorage.getItem(memoryKey(adminPath));
  } catch {
    return null; // storage switched off: Back goes to the plain list
  }
}

/**
 * Remembers the last address (filters, page, search, Trash) of each list this tab showed, so a
 * record opened from it, and reloaded, still knows the way back. Rendered once by the admin frame.
 */
export function ListAddressMemory() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const list = LIST_PATHS.find((path) => path === pathname.replace(/\/$/, ''));
    if (!list) return;
    try {
      sessionStorage.setItem(memoryKey(list), list + search);
    } catch {
      // nothing to do: Back goes to the plain list
    }
  }, [pathname, search]);
  return null;
}

const inside = (address: string, adminPath: string) => address === adminPath || address.startsWith(`${adminPath}?`);

/**
 * Where "Back" goes: the screen the record was opened from when a link said so (history state,
 * which survives a reload), else the last address of this record's list in this tab, else the plain
 * list. Only addresses inside the panel are taken, so a crafted state cannot send the clerk elsewhere.
 */
export function useBackToList(
  adminPath: string,
  words: (to: 'list' | 'elsewhere') => string,
): { to: string; label: string } {
  const { state } = useLocation() as { state: RecordLinkState | null };
  const toList = words('list');
  const from = state?.from;
  if (typeof from === 'string' && /^\/admin(\/|\?|$)/.test(from))
    return { to: from, label: inside(from, adminPath) ? toList : words('elsewhere') };
  const remembered = readMemory(adminPath);
  return { to: remembered && inside(remembered, adminPath) ? remembered : adminPath, label: toList };
}
