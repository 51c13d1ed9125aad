import { useLocation } from 'react-router-dom';

/** What a list passes when it opens a record: its own address with the filters, page and search. */
export interface RecordLinkState {
  from?: string;
}

/** The state to give a link from a list to a record, so "Back to list" returns to the same filtered page. */
export const recordLinkState = (location: { pathname: string; search: string }): RecordLinkState => ({ from: location.pathname + location.search });

/**
 * Where "Back" goes: the screen the record was opened from (its list with filters, page and search,
 * the Trash or the dashboard), kept in the history entry's state, which survives a reload; else the
 * plain list. Only an address inside the panel is taken, so a crafted state cannot send the clerk
 * elsewhere.
 */
export function useBackToList(adminPath: string, plural: string): { to: string; label: string } {
  const { state } = useLocation() as { state: RecordLinkState | null };
  const from = state?.from;
  if (typeof from !== 'string' || !/^\/admin(\/|\?|$)/.test(from)) return { to: adminPath, label: `Back to ${plural.toLowerCase()}` };
  const sameList = from === adminPath || from.startsWith(`${adminPath}?`);
  return { to: from, label: sameList ? `Back to ${plural.toLowerCase()}` : 'Back' };
}
