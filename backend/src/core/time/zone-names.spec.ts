import { canonicalZone, isTimeZone } from './zone-names';

describe('zone names', () => {
  it('knows the IANA zones', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('spells a zone as Intl does, and leaves what is no zone as it came', () => {
    expect(canonicalZone('america/new_york')).toBe('America/New_York');
    expect(canonicalZone('Mars/Olympus')).toBe('Mars/Olympus');
    expect(canonicalZone(42)).toBe(42);
  });
});
