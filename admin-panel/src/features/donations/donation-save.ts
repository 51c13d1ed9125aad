import { http } from '@dds/shared/api';
import { adminItemPath } from '@dds/shared/api/paths';
import type { Donation, DonationUpdate } from '@dds/shared/schemas';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

/**
 * A donation's details or its Verified mark, saved on the version this screen shows: if another
 * admin saved the donation meanwhile, EditConflictError (docs/decisions/012-no-silent-overwrites.md).
 */
export async function saveDonation(id: number, update: DonationUpdate, base: number | undefined): Promise<Donation> {
  return unlessConflict<Donation>(
    await http.patch(adminItemPath('donations', id), { ...update, version: base }, LET_CONFLICT_THROUGH),
  );
}

/** The donation as saved now (after a conflict's Reload). */
export async function fetchDonation(id: number): Promise<Donation> {
  return (await http.get<{ item: Donation }>(adminItemPath('donations', id))).data.item;
}
