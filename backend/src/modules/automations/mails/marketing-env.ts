import { Injectable } from '@nestjs/common';
import { ContactsRepository } from '../people/contacts.repository';
import { AutomationSettingsRepository } from '../settings/automation-settings.repository';
import { TrackingTokens } from '../tracking/tracking-tokens';
import type { MarketingRecipient } from './marketing-mail';

// What a marketing mail's render reads besides its content: the person (null when they stopped
// marketing mail or are gone: nothing is sent) and whether it is tracked.
@Injectable()
export class MarketingEnv {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly settings: AutomationSettingsRepository,
    readonly tokens: TrackingTokens,
  ) {}

  async recipient(contactId: number): Promise<MarketingRecipient | null> {
    const contact = await this.contacts.byId(contactId);
    if (!contact || contact.unsubscribedAt) return null;
    return { contactId, unsubscribeToken: contact.unsubscribeToken };
  }

  async tracking(subjectKey: string): Promise<{ tokens: TrackingTokens; subjectKey: string } | null> {
    return (await this.settings.read()).tracking ? { tokens: this.tokens, subjectKey } : null;
  }
}
