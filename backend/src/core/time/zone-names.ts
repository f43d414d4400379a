// Time zone names as requests send them: whether Intl knows one, and its canonical spelling. (How a
// zone is said to people, "6:00 AM New York time", is @coach/shared's zone-names.)

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
