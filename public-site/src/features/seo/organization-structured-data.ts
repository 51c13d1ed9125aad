import type { SiteSettings } from '@dds/shared/schemas';
import { phoneDigits } from '@dds/shared/schemas/phone';
import { openingHoursSpecification } from './opening-hours';
import { siteUrl } from './json-ld';

/** An Indian PIN code in the address: six digits, the first not 0. */
const PIN = /\b([1-9]\d{2})\s?(\d{3})\b/;

/**
 * The address as typed (one line or several) as a schema.org PostalAddress: the lines as the
 * street address, the PIN code when there is one, and the country — India, where every phone
 * number the settings accept is (+91). Town and state are not split out: the address is free
 * text and a wrong guess would be worse than none.
 */
function postalAddress(address: string): Record<string, unknown> {
  const pin = PIN.exec(address);
  const street = address
    .split(/\r?\n/)
    .map((line) => (pin ? line.replace(pin[0], '') : line).replace(/[\s,–-]+$/, '').trim())
    .filter(Boolean)
    .join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(pin ? { postalCode: `${pin[1]}${pin[2]}` } : {}),
    addressCountry: 'IN',
  };
}

/**
 * The home page's description of the institute for search engines
 * (docs/decisions/017-search-and-sharing.md): an `EducationalOrganization`, and with an address
 * also a `LocalBusiness` (Google requires its address), built only from what Settings holds —
 * name, address, phone, e-mail, office hours, map link, social profiles (`sameAs`). A detail the
 * admin has not set is left out, never filled in.
 */
export function organizationStructuredData(
  settings: SiteSettings,
  name: string,
  origin: string | undefined,
): Record<string, unknown> {
  const phone = phoneDigits(settings.phone);
  const hours = settings.officeHours ? openingHoursSpecification(settings.officeHours) : undefined;
  const sameAs = [settings.facebook, settings.instagram, settings.youtube, settings.linkedin].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': settings.address ? ['EducationalOrganization', 'LocalBusiness'] : 'EducationalOrganization',
    '@id': siteUrl(origin, '/#organization'),
    name,
    url: siteUrl(origin, '/'),
    logo: siteUrl(origin, '/ddslogo.png'),
    image: siteUrl(origin, '/ddslogo.png'),
    ...(settings.address ? { address: postalAddress(settings.address) } : {}),
    ...(phone ? { telephone: `+${phone}` } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    ...(settings.mapsUrl ? { hasMap: settings.mapsUrl } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
