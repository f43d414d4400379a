import type { Page } from '@playwright/test';
import type { BookingDto } from '../../frontend/src/api/generated-bookings';
import type {
  BookingAvailabilityDto,
  ConsultationSettingsDto,
  SaveConsultationSettingsDto,
} from '../../frontend/src/api/generated-admin';
import { csrfHeaders } from './api-session';
import { getJson } from './shop';

// Bookings set-up and reading through the API with the page's cookies (an admin's page for the
// owner's settings, the customer's for their sessions). Types are the generated client's.

async function apiPut<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.put(path, { data, headers: await csrfHeaders(page) });
  if (!response.ok()) throw new Error(`PUT ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

// The owner's hours and rules, replacing what was saved.
export const saveAvailability = (owner: Page, availability: BookingAvailabilityDto) =>
  apiPut<BookingAvailabilityDto>(owner, '/api/admin/bookings/availability', availability);

// A consultation's length and meeting link or place: from then on it can be booked.
export const saveConsultation = (owner: Page, productId: number, settings: SaveConsultationSettingsDto) =>
  apiPut<ConsultationSettingsDto>(owner, `/api/admin/bookings/consultations/${productId}`, settings);

// The customer's upcoming sessions, soonest first.
export const mySessions = (customer: Page) => getJson<BookingDto[]>(customer, '/api/bookings/mine');

// A day and a time in a zone as the site writes them: "Tuesday, March 10, 2026", "9:00 AM".
const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
const written = (text: string) => text.replace(/\s/g, ' ');
const dayIn = (iso: string, timeZone: string) =>
  written(new Intl.DateTimeFormat('en-US', { ...LONG_DAY, timeZone }).format(new Date(iso)));
const timeIn = (iso: string, timeZone: string) =>
  written(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)));

// "Tuesday, March 10, 2026, 9:00 AM – 10:00 AM (America/New_York)": a session in a booking mail
export const mailTime = ({ startsAt, endsAt }: Pick<BookingDto, 'startsAt' | 'endsAt'>, timeZone: string) =>
  `${dayIn(startsAt, timeZone)}, ${timeIn(startsAt, timeZone)} – ${timeIn(endsAt, timeZone)} (${timeZone})`;

// "Tuesday, March 10, 2026 at 9:00 AM": a session's start on the customer's pages
export const pageTime = (startsAt: string, timeZone: string) =>
  `${dayIn(startsAt, timeZone)} at ${timeIn(startsAt, timeZone)}`;

// A calendar invitation's property ('METHOD', 'UID', 'SEQUENCE'), as the .ics writes it.
export function icsValue(ics: string, name: string): string | undefined {
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(ics)?.[1]?.trim();
}
