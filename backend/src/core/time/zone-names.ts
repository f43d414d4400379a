// The names the owner reads of a time zone: "New York" for America/New_York, and a wall time said
// with it ("6:00 AM New York time").

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// the zone as Intl names it (america/new_york → America/New_York), or the value as it came
export function canonicalZone(value: unknown): unknown {
  if (typeof value !== 'string' || !isTimeZone(value)) return value;
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

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
