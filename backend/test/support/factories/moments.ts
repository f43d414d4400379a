// Moments before or after now on the tests' clock, which is the database's too (its server runs on
// this machine): a row dated with one through the app's entities is as old as one dated
// `now() - interval` in SQL.
export const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);
export const secondsAgo = (seconds: number) => secondsFromNow(-seconds);
export const minutesAgo = (minutes: number) => secondsAgo(minutes * 60);
export const hoursAgo = (hours: number) => minutesAgo(hours * 60);
export const daysAgo = (days: number) => hoursAgo(days * 24);

// calendar years, as PostgreSQL's `make_interval(years => n)` counts them
export function yearsAgo(years: number): Date {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}
