import type { ComponentType } from 'react';
import type { ResourceName } from '@dds/shared/resources/admin-lists';

/** What the panel shows of one list: its page, its record view, whether it loads ahead. */
interface ListScreen {
  /** The list's page (`ListView` with its definition). */
  load: () => Promise<ComponentType>;
  /** Its record view at `<adminPath>/<id>`, if its rows link to one. */
  record?: () => Promise<ComponentType>;
  /** Fetched while a signed-in admin's browser is idle (layout/preload-lists.ts). */
  preload?: boolean;
}

/**
 * Every list's screens, by the list's name (a list missing here does not compile): the route table
 * (routes.tsx) and the idle preload (layout/preload-lists.ts) call these same functions. Each
 * `import()` call site is its own chunk group to webpack, so a second call site elsewhere would
 * preload other chunks than the ones the router then asks for, and the click would still wait for a
 * download.
 */
export const LIST_SCREENS: { readonly [N in ResourceName]: ListScreen } = {
  inquiries: {
    load: async () => (await import('./pages/inquiries-page')).InquiriesPage,
    record: async () => (await import('./features/record/record-pages')).InquiryRecordPage,
    preload: true,
  },
  admissions: {
    load: async () => (await import('./pages/admissions-page')).AdmissionsPage,
    record: async () => (await import('./features/record/record-pages')).AdmissionRecordPage,
    preload: true,
  },
  donations: {
    load: async () => (await import('./pages/donations-page')).DonationsPage,
    record: async () => (await import('./features/record/record-pages')).DonationRecordPage,
    preload: true,
  },
  certificates: { load: async () => (await import('./pages/certificates-page')).CertificatesPage },
};
