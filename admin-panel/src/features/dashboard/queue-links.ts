import { ADMIN_ROUTES } from '@dds/shared/routes';
import { istDate } from '../../ui/format';

/** Each queue figure opens the list filtered to exactly those records (the lists read these URL params). */
export function queueLinks(now: Date = new Date()) {
  const today = istDate(now);
  const receivedToday = `from=${today}&to=${today}`;
  return {
    inquiriesToday: `${ADMIN_ROUTES.inquiries}?${receivedToday}`,
    admissionsToday: `${ADMIN_ROUTES.admissions}?${receivedToday}`,
    donationsToday: `${ADMIN_ROUTES.donations}?${receivedToday}`,
    inquiriesNotContacted: `${ADMIN_ROUTES.inquiries}?status=new`,
    admissionsPending: `${ADMIN_ROUTES.admissions}?status=pending`,
    donationsToVerify: `${ADMIN_ROUTES.donations}?verified=false`,
    // Decision 024: leads whose follow-up day is today or past, still open.
    inquiryFollowUpsDue: `${ADMIN_ROUTES.inquiries}?followUp=due`,
    admissionFollowUpsDue: `${ADMIN_ROUTES.admissions}?followUp=due`,
  };
}

/** 100000 → "1,00,000", as figures are written in India. */
export const inIndianDigits = (n: number) => n.toLocaleString('en-IN');
