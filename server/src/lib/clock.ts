/** ISO-8601 UTC text, the one timestamp format stored in every table. */
export const nowIso = (): string => new Date().toISOString();
export const isoPlus = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString();
