import { Injectable } from '@nestjs/common';
import { zoneCity } from '@coach/shared';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { minutesInWords, passagesOf } from '../../../core/knowledge/passage-text';
import { formatPrice } from '../../commerce';
import { AvailabilityService, type BookingAvailability, type BookingRules } from '../availability/availability.service';
import type { WeeklyHours } from '../slots/slots';
import { type ConsultationSettingsRow, ConsultationsService } from '../availability/consultations.service';

const KEYWORDS =
  'consultation session call coaching book booking appointment schedule time slot available availability long length duration minutes hours cancel cancellation reschedule move change refund notice advance time zone';

// "New York time (America/New_York)", "UTC"
const zoneWords = (zone: string) => (zoneCity(zone) === zone ? zone : `${zoneCity(zone)} time (${zone})`);

// when a time can be booked: the notice it needs and how far ahead times are offered
function bookingWindow(rules: BookingRules): string {
  const from = rules.minNoticeMinutes ? `at least ${minutesInWords(rules.minNoticeMinutes)} ahead` : 'at short notice';
  return `Times can be booked ${from} and up to ${minutesInWords(rules.horizonDays * 1440)} ahead, shown in your own time zone; the owner's hours are set in ${zoneWords(rules.timeZone)}.`;
}

const WEEKDAYS = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

// "Sessions are offered on Mondays 09:00–12:00 and 13:00–17:00; Tuesdays … (Europe/Paris)": the
// weekly hours (ISO weekdays, 1 = Monday), a day's stretches together, in the owner's time zone
function weeklyHours(weekly: WeeklyHours[], zone: string): string | null {
  if (!weekly.length) return null;
  const days = [...new Set(weekly.map((w) => w.weekday))].sort((a, b) => a - b);
  const hours = days.map((day) => {
    const stretches = weekly.filter((w) => w.weekday === day).sort((a, b) => a.start.localeCompare(b.start));
    return `${WEEKDAYS[day]} ${stretches.map((w) => `${w.start.slice(0, 5)}–${w.end.slice(0, 5)}`).join(' and ')}`;
  });
  return `Sessions are offered at these hours (${zoneWords(zone)}, the times being the owner's): ${hours.join('; ')}. Days off and changed hours are shown when you pick a time.`;
}

// what the customer may do once booked, and until when
function changes(rules: BookingRules): string {
  const until = rules.cancelCutoffMinutes
    ? `until ${minutesInWords(rules.cancelCutoffMinutes)} before it starts`
    : 'until it starts';
  return `You can move a booked session to another free time, or cancel it with a full refund, ${until}; after that it can only be cancelled, without a refund. Your sessions are in Account, Upcoming sessions, with Reschedule and Cancel.`;
}

// The consultations that can be booked, for the assistant: each one's length and price, how to
// book it (the free introductory call on /schedule-call, the others from their product page), and
// the owner's booking rules (notice, horizon, time zone, the cut-off for moves and refunds).
@Injectable()
export class ConsultationsKnowledge implements KnowledgeSource {
  readonly name = 'consultations';
  readonly label = 'Consultation';
  // the products (title, price), their settings, the rules and weekly hours, and the site's time
  // zone they fall back to
  readonly tables = ['products', 'consultation_settings', 'booking_settings', 'booking_weekly_hours', 'site_settings'];

  constructor(
    private readonly consultations: ConsultationsService,
    private readonly availability: AvailabilityService,
  ) {}

  async passages(): Promise<KnowledgePassage[]> {
    const [all, intro, rules] = await Promise.all([
      this.consultations.list(),
      this.consultations.introCall(),
      this.availability.read(),
    ]);
    return all.filter((c) => c.saved).flatMap((c) => consultationPassages(c, c.productId === intro?.productId, rules));
  }
}

function consultationPassages(
  c: ConsultationSettingsRow,
  intro: boolean,
  rules: BookingAvailability,
): KnowledgePassage[] {
  const price = c.priceCents === 0 ? 'free' : `for ${formatPrice(c.priceCents)}`;
  const how = intro
    ? 'Book it on the Schedule Call page: pick a free time and confirm it once signed in.'
    : 'Book it with Book Session on its page: you choose a time at checkout, and it is held while you pay.';
  const url = intro ? '/schedule-call' : `/products/${c.slug}`;
  return passagesOf({ title: c.title, url, keywords: KEYWORDS }, `consultation:${c.productId}`, [
    `${c.title} is a one-to-one session of ${minutesInWords(c.durationMinutes)}, ${price}.`,
    how,
    bookingWindow(rules),
    ...[weeklyHours(rules.weekly, rules.timeZone)].filter((line): line is string => line !== null),
    changes(rules),
  ]);
}
