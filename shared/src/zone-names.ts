// How a time zone is said to people: "New York" for America/New_York, and a wall time with it
// ("6:00 AM New York time"). The backend writes a course lesson's opening time so; the SPA the
// publishing queue's and the orders' times: the two must read alike.

// The last part of an IANA name, as words: America/Argentina/Buenos_Aires → "Buenos Aires"; a zone
// that is no place (UTC, Etc/GMT+5) keeps its name.
export function zoneCity(zone: string): string {
  if (zone === 'UTC' || zone.startsWith('Etc/') || !zone.includes('/')) return zone.replace(/^Etc\//, '');
  return zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}

// "6:00 AM New York time", "6:00 AM UTC"
export function wallTimeIn(hour: number, minute: number, zone: string): string {
  const city = zoneCity(zone);
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return city === zone && !zone.includes('/') ? `${time} ${city}` : `${time} ${city} time`;
}
