// What analytics takes as "now" (the day of a view, its salt, the salts' expiry): tests set it.
export const ANALYTICS_CLOCK = Symbol('ANALYTICS_CLOCK');
export type AnalyticsClock = () => Date;

export const systemClock = { provide: ANALYTICS_CLOCK, useValue: (() => new Date()) satisfies AnalyticsClock };
