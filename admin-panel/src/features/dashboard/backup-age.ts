import { adminText, type Translate } from '../../i18n/admin-text';
import { cardsText } from './cards-text';

type CardsTranslate = Translate<typeof cardsText>;
const english: CardsTranslate = (id, values) => adminText('en', cardsText, id, values);

/** "3 hours ago", "2 days ago": how old the newest backup is, as the dashboard says it (in `t`'s language). */
export function ageInWords(iso: string, now: Date = new Date(), t: CardsTranslate = english): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('age.hours', { count: hours });
  return t('age.days', { count: Math.round(hours / 24) });
}

/** "every day", "every 6 hours", "every 2 days". */
export function everyInWords(hours: number, t: CardsTranslate = english): string {
  if (hours === 24) return t('every.day');
  if (hours % 24 === 0) return t('every.days', { count: hours / 24 });
  return hours === 1 ? t('every.hour') : t('every.hours', { count: hours });
}
