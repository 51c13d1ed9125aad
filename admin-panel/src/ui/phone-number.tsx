import { needsPhoneCheck, PHONE_CHECK_LABEL, phoneDigits, showPhone } from '@dds/shared/schemas/phone';
import { FlaggedValue, WarnBadge } from './warn-badge';

/**
 * A visitor's stored phone as the office reads it: ten digits as `98765 43210` with a tel: link
 * (+91), anything else exactly as the visitor typed it, flagged "Check number" — the inquiry form
 * takes any phone so no lead is lost, and the office sees which ones need a look
 * (docs/decisions/018-phones-and-leads.md).
 */
export function PhoneNumber({ value }: { value: string }) {
  if (!needsPhoneCheck(value)) return <a href={`tel:+${phoneDigits(value)}`}>{showPhone(value)}</a>;
  return (
    <FlaggedValue
      badge={
        <WarnBadge title="Not a 10-digit Indian number: kept as the visitor typed it">{PHONE_CHECK_LABEL}</WarnBadge>
      }
    >
      <span css={{ overflowWrap: 'anywhere' }}>{value}</span>
    </FlaggedValue>
  );
}
