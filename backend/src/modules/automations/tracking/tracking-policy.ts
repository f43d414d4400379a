import { Injectable } from '@nestjs/common';
import { AutomationSettingsRepository } from '../settings/automation-settings.repository';

// What the privacy policy says of marketing mail's opens and clicks ({{emailTracking}} in its text,
// filled in on every read): the truth as the owner's setting is now.
@Injectable()
export class TrackingPolicy {
  constructor(private readonly settings: AutomationSettingsRepository) {}

  async sentence(): Promise<string> {
    return (await this.settings.read()).tracking
      ? 'Opens and clicks of these e-mails are counted, through links and a one-pixel image on this site’s own address; no third party sees them.'
      : 'These e-mails do not count whether you open them or what you click.';
  }
}
