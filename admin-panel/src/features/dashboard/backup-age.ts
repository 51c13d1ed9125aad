/** "3 hours ago", "2 days ago": how old the newest backup is, as the dashboard says it. */
export function ageInWords(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} days ago`;
}

/** "every day", "every 6 hours", "every 2 days". */
export function everyInWords(hours: number): string {
  if (hours === 24) return 'every day';
  if (hours % 24 === 0) return `every ${hours / 24} days`;
  return hours === 1 ? 'every hour' : `every ${hours} hours`;
}
