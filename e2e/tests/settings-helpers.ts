import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/fixtures';
import { ADMIN } from '../support/env';

/** The site settings as the API speaks them (shared/src/schemas/site-settings.ts). */
export type SiteSettings = Record<
  | 'instituteName'
  | 'address'
  | 'phone'
  | 'email'
  | 'whatsapp'
  | 'mapsUrl'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'linkedin'
  | 'upiId'
  | 'upiPayee'
  | 'officeHours',
  string
>;

/** A fresh install: every detail unset. */
export const EMPTY_SETTINGS: SiteSettings = {
  instituteName: '',
  address: '',
  phone: '',
  email: '',
  whatsapp: '',
  mapsUrl: '',
  facebook: '',
  instagram: '',
  youtube: '',
  linkedin: '',
  upiId: '',
  upiPayee: '',
  officeHours: '',
};

/**
 * Changes some settings through the admin API (logged in on `request`) and answers the settings
 * as they were, so the caller can put them back: the e2e specs share one server and database.
 */
export async function changeSiteSettings(
  request: APIRequestContext,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  // The version goes back with the save (no silent overwrites); the caller gets the settings alone.
  const { version, ...before } = (await (await request.get('/api/admin/settings')).json()) as SiteSettings & {
    version?: number;
  };
  const saved = await request.put('/api/admin/settings', { data: { ...before, ...changes, version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return before;
}
