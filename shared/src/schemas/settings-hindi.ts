/**
 * The settings a Hindi page shows as prose, which keep the owner's Hindi beside the English
 * (docs/decisions/026-hindi.md §3 "Courses, people and settings"): the address and the office
 * hours, in the footer of every page. The institute's and the payee's names are written as the
 * institute writes them; phone, e-mail, links and the UPI id are the same in every language.
 *
 * Plain data only, as ./content-hindi: the footer of every public page imports it.
 */
export const SETTINGS_WITH_HINDI = ['address', 'officeHours'] as const;
export type SettingWithHindi = (typeof SETTINGS_WITH_HINDI)[number];

/** The longest Hindi of a prose setting (the address's own limit: Hindi runs about as long as its English). */
export const SETTINGS_HINDI_MAX_LENGTH = 500;

/** The English texts of the settings a Hindi page shows (what their Hindi translates). */
export const settingsEnglishTexts = (settings: Record<SettingWithHindi, string>): string[] =>
  SETTINGS_WITH_HINDI.map((field) => settings[field]);
