/**
 * What Google's structured-data documentation requires of the blocks the public pages carry, as
 * checks a test can run on parsed JSON-LD (docs/decisions/017-search-and-sharing.md). Each returns
 * the problems found, as the Rich Results Test would name them; [] is "eligible".
 * - Course info: https://developers.google.com/search/docs/appearance/structured-data/course-info
 * - Course list: https://developers.google.com/search/docs/appearance/structured-data/course
 * - Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 */
export type Json = Record<string, unknown>;

const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const types = (node: Json) => list(node['@type']).map(String);
/** ISO 8601 durations as Google's examples write them: P2D, PT22H, P3M, P1Y6M. */
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

export function courseInfoProblems(course: Json): string[] {
  const problems: string[] = [];
  if (!text(course.name)) problems.push('name: missing');
  if (!text(course.description)) problems.push('description: missing');
  const provider = course.provider as Json | undefined;
  if (!provider || !text(provider.name)) problems.push('provider.name: missing');
  const offers = list(course.offers) as Json[];
  if (!offers.length) problems.push('offers: missing');
  for (const offer of offers) {
    if (!['Free', 'Partially Free', 'Subscription', 'Paid'].includes(String(offer.category)))
      problems.push(`offers.category: ${String(offer.category)}`);
    if (offer.price !== undefined && !text(offer.priceCurrency))
      problems.push('offers.priceCurrency: missing beside a price');
  }
  const instances = list(course.hasCourseInstance) as Json[];
  if (!instances.length) problems.push('hasCourseInstance: missing');
  for (const instance of instances) {
    if (!['Onsite', 'Online', 'Blended'].includes(String(instance.courseMode)) && !instance.location)
      problems.push(`hasCourseInstance.courseMode: ${String(instance.courseMode)}`);
    const schedule = instance.courseSchedule as Json | undefined;
    const scheduled =
      schedule &&
      ['Daily', 'Weekly', 'Monthly', 'Yearly'].includes(String(schedule.repeatFrequency)) &&
      Number.isInteger(schedule.repeatCount);
    const workload = typeof instance.courseWorkload === 'string' && ISO_DURATION.test(instance.courseWorkload);
    if (!scheduled && !workload)
      problems.push('hasCourseInstance: neither courseSchedule nor courseWorkload (ISO 8601)');
  }
  return problems;
}

/** Course list, summary page form: at least three courses, each a ListItem with its position and the URL of its page. */
export function courseListProblems(itemList: Json): string[] {
  const problems: string[] = [];
  const items = list(itemList.itemListElement) as Json[];
  if (items.length < 3) problems.push(`itemListElement: ${items.length} courses (at least 3)`);
  items.forEach((item, i) => {
    if (!types(item).includes('ListItem')) problems.push(`itemListElement[${i}]: not a ListItem`);
    if (item.position !== i + 1) problems.push(`itemListElement[${i}].position: ${String(item.position)}`);
    if (!text(item.url)) problems.push(`itemListElement[${i}].url: missing`);
  });
  return problems;
}

export function localBusinessProblems(business: Json): string[] {
  const problems: string[] = [];
  if (!text(business.name)) problems.push('name: missing');
  const address = business.address as Json | undefined;
  if (!address || !types(address).includes('PostalAddress')) problems.push('address: missing');
  else if (!text(address.streetAddress) && !text(address.addressLocality)) problems.push('address: empty');
  for (const spec of list(business.openingHoursSpecification) as Json[]) {
    if (
      !/^\d{2}:\d{2}$/.test(String(spec.opens)) ||
      !/^\d{2}:\d{2}$/.test(String(spec.closes)) ||
      !list(spec.dayOfWeek).length
    )
      problems.push('openingHoursSpecification: malformed');
  }
  return problems;
}

export function organizationProblems(org: Json): string[] {
  const problems: string[] = [];
  if (!text(org.name)) problems.push('name: missing');
  if (!text(org.url)) problems.push('url: missing');
  for (const link of list(org.sameAs)) if (!/^https:\/\//.test(String(link))) problems.push(`sameAs: ${String(link)}`);
  return problems;
}

/** Every JSON-LD block of an HTML page, parsed (a block that does not parse is itself a failure). */
export function jsonLdBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
}

export const typesOf = types;
