/**
 * A course's duration as the admin typed it ("3 months", "6 Months", "45 days", "1 year",
 * "40 hours") as an ISO 8601 duration (P3M, P45D, P1Y, PT40H), for schema.org `courseWorkload`.
 * Google's course info documentation gives the workload in this form (its example: "P2D").
 * Anything else ("3–6 months", "flexible") is undefined: nothing is guessed.
 */
const UNITS: Record<string, string> = { hour: 'H', day: 'D', week: 'W', month: 'M', year: 'Y' };

export function isoCourseDuration(duration: string): string | undefined {
  const match = /^\s*(\d{1,3})\s*(hour|hr|day|week|wk|month|mo|year|yr)s?\.?\s*$/i.exec(duration);
  if (!match || Number(match[1]) === 0) return undefined;
  const unit = match[2]!.toLowerCase();
  const key = unit === 'hr' ? 'hour' : unit === 'wk' ? 'week' : unit === 'mo' ? 'month' : unit === 'yr' ? 'year' : unit;
  const letter = UNITS[key]!;
  return letter === 'H' ? `PT${Number(match[1])}H` : `P${Number(match[1])}${letter}`;
}
