import { http } from '@dds/shared/api';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

import type { DuplicateRef, RecordHistoryEntry } from '@dds/shared/schemas/bulk';

/** One audit entry about this record, newest first (server: GET <apiPath>/<id>). */
export type HistoryEntry = RecordHistoryEntry;

/** Fields every soft-deletable record gains (docs/admin-guide.md). */
export interface TrashFields {
  deletedAt?: string | null;
  deletedReason?: 'deleted' | 'spam' | null;
}

export type RecordItem = Record<string, unknown> & TrashFields & { id: number };

export interface RecordAnswer {
  item: RecordItem;
  history: HistoryEntry[];
  /** Other donations with the same UPI reference, those in the Trash marked; [] for everything else. */
  duplicates: DuplicateRef[];
}

/** The server's per-field refusal: { message, fieldErrors: { phone: ['Phone must be exactly 10 digits'] } }. */
export type FieldErrors = Record<string, string[] | string | undefined>;

export async function fetchRecord(apiPath: string, id: number): Promise<RecordAnswer> {
  const data = (await http.get<RecordAnswer>(`${apiPath}/${id}`)).data;
  return { item: data.item, history: data.history ?? [], duplicates: data.duplicates ?? [] };
}

/** PATCH based on `version` (the record as the screen loaded it); someone else's save in between: EditConflictError. */
export async function updateRecord(
  apiPath: string,
  id: number,
  patch: Record<string, unknown>,
  version: number | undefined,
): Promise<RecordItem> {
  return unlessConflict<RecordItem>(await http.patch(`${apiPath}/${id}`, { ...patch, version }, LET_CONFLICT_THROUGH));
}

export type TrashAction = 'delete' | 'spam' | 'restore';

/** Delete, spam and restore of one record go through the lists' bulk endpoint with a single id. */
export async function trashRecord(apiPath: string, id: number, action: TrashAction): Promise<void> {
  await http.post(`${apiPath}/bulk`, { action, ids: [id] });
}
