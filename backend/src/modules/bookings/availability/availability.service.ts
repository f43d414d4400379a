import { BadRequestException, Injectable } from '@nestjs/common';
import { SiteService } from '../../site';
import type { SlotRules } from '../slots/slots';
import { availabilityProblem } from './availability-check';
import { AvailabilityRepository, type SavedRules } from './availability.repository';

// the rules with the effective time zone (the saved one, else the site's time zone)
export type BookingRules = Omit<SavedRules, 'timeZone'> & { timeZone: string };
export type BookingAvailability = SlotRules & BookingRules;

// The owner's availability: read with its effective time zone, saved whole once it makes sense.
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly availability: AvailabilityRepository,
    private readonly site: SiteService,
  ) {}

  async rules(): Promise<BookingRules> {
    return this.effective(await this.availability.rules(), await this.site.timeZone());
  }

  async read(): Promise<BookingAvailability> {
    const { rules, weekly, overrides } = await this.availability.read();
    return { ...this.effective(rules, await this.site.timeZone()), weekly, overrides };
  }

  // 400 with the first problem's sentence; else everything replaced in one transaction
  async save(input: BookingAvailability): Promise<BookingAvailability> {
    const { weekly, overrides, ...rules } = input;
    const problem = availabilityProblem({ timeZone: rules.timeZone, weekly, overrides });
    if (problem) throw new BadRequestException(problem);
    await this.availability.replace({ rules, weekly, overrides });
    return this.read();
  }

  private effective(rules: SavedRules, siteZone: string): BookingRules {
    return { ...rules, timeZone: rules.timeZone ?? siteZone };
  }
}
