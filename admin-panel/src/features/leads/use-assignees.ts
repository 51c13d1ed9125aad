import { useEffect, useState } from 'react';
import type { Assignee } from '@dds/shared/schemas/follow-up';
import { fetchAssignees } from './leads-api';

/** The admins a lead can be assigned to; [] until loaded (or when the list could not be read). */
export function useAssignees(): Assignee[] {
  const [list, setList] = useState<Assignee[]>([]);
  useEffect(() => {
    let live = true;
    fetchAssignees()
      .then((items) => live && setList(items))
      // The screens still work without names: an assignee then reads "user #3".
      .catch((error: unknown) => console.warn('Could not load who leads can be assigned to', error));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** An assignee's e-mail by id; a removed user by number (`removed`: those words in the admin's language). */
export const personOf =
  (list: Assignee[], removed = (id: number) => `a removed user (#${id})`) =>
  (id: number) =>
    list.find((a) => a.id === id)?.email ?? removed(id);
