const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The latest date of birth of someone who is `minAge` today, as 'YYYY-MM-DD' in UTC (the schema's
 * calendar). A 29 February that does not exist in that year becomes 28 February.
 */
export function latestBirthDate(minAge: number, today: Date = new Date()): string {
  const year = today.getUTCFullYear() - minAge;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(today.getUTCDate(), lastDay))}`;
}
