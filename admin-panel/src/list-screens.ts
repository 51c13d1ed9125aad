/**
 * The list screens' code, loaded from one place: the route table and the idle preload
 * (layout/preload-lists.ts) call these same functions. Each `import()` call site is its own chunk
 * group to webpack, so a second call site elsewhere would preload other chunks than the ones the
 * router then asks for, and the click would still wait for a download.
 */
export const loadInquiriesPage = () => import('./pages/inquiries-page');
export const loadAdmissionsPage = () => import('./pages/admissions-page');
export const loadDonationsPage = () => import('./pages/donations-page');
