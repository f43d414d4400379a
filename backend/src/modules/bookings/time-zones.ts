// An IANA time zone as the customer's browser names it, in its canonical spelling ('utc' → 'UTC'),
// or null when the runtime does not know it.
export function knownTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
