import type { IconName } from '../ui/icon';

/** The donation page's claim cards' icons, by position; the words are the owner's (useSiteText().donation). */
export const DONATION_CLAIM_ICONS: IconName[] = ['receipt', 'chart', 'heart'];
