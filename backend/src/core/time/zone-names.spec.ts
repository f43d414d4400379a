import { isTimeZone, wallTimeIn, zoneCity } from './zone-names';

describe('zone names', () => {
  it('reads the city of an IANA zone', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
    expect(zoneCity('Etc/GMT+5')).toBe('GMT+5');
  });

  it('says a wall time with its zone', () => {
    expect(wallTimeIn(6, 0, 'America/New_York')).toBe('6:00 AM New York time');
    expect(wallTimeIn(18, 30, 'Europe/Berlin')).toBe('6:30 PM Berlin time');
    expect(wallTimeIn(6, 0, 'UTC')).toBe('6:00 AM UTC');
  });

  it('knows the IANA zones', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
