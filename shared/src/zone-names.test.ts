import { describe, expect, it } from 'vitest';
import { wallTimeIn, zoneCity } from './zone-names';

describe('zone names', () => {
  it('reads the city of an IANA zone', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
    expect(zoneCity('Etc/GMT+5')).toBe('GMT+5');
    expect(zoneCity('EST')).toBe('EST');
  });

  it('says a wall time with its zone', () => {
    expect(wallTimeIn(6, 0, 'America/New_York')).toBe('6:00 AM New York time');
    expect(wallTimeIn(18, 30, 'Europe/Berlin')).toBe('6:30 PM Berlin time');
    expect(wallTimeIn(0, 5, 'America/Los_Angeles')).toBe('12:05 AM Los Angeles time');
    expect(wallTimeIn(12, 0, 'Asia/Kolkata')).toBe('12:00 PM Kolkata time');
    expect(wallTimeIn(6, 0, 'UTC')).toBe('6:00 AM UTC');
    expect(wallTimeIn(6, 0, 'Etc/GMT+5')).toBe('6:00 AM GMT+5 time');
  });
});
