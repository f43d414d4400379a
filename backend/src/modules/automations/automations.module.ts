import { Module } from '@nestjs/common';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { AutomationsCron } from './automations.cron';
import { AdminBroadcastsController } from './broadcasts/admin-broadcasts.controller';
import { BroadcastsRepository } from './broadcasts/broadcasts.repository';
import { BroadcastsService } from './broadcasts/broadcasts.service';
import { AdminLeadMagnetsController } from './lead-magnets/admin-lead-magnets.controller';
import { GuideTitles } from './lead-magnets/guide-titles';
import { claimTokensProvider } from './lead-magnets/claim-tokens';
import { LeadMagnetsController } from './lead-magnets/lead-magnets.controller';
import { LeadMagnetsRepository } from './lead-magnets/lead-magnets.repository';
import { LeadMagnetsService } from './lead-magnets/lead-magnets.service';
import { broadcastMail } from './mails/broadcast.mail';
import { leadMagnetLinkMail } from './mails/lead-magnet-link.mail';
import { MarketingEnv } from './mails/marketing-env';
import { marketingTestMail } from './mails/marketing-test.mail';
import { sequenceEmailMail } from './mails/sequence-email.mail';
import { AdminPeopleController } from './people/admin-people.controller';
import { ContactsRepository } from './people/contacts.repository';
import { MarketingUnsubscribeController } from './people/marketing-unsubscribe.controller';
import { PeopleHooks } from './people/people-hooks';
import { PeopleRepository } from './people/people.repository';
import { PeopleService } from './people/people.service';
import { Tagging } from './people/tagging';
import { AutomationsPersonalData } from './privacy/automations-personal-data';
import { AdminSegmentsController } from './segments/admin-segments.controller';
import { PeopleConditions } from './segments/people-conditions';
import { SegmentFilters } from './segments/segment-filter';
import { SegmentUsers } from './segments/segment-users';
import { SegmentsRepository } from './segments/segments.repository';
import { SegmentsService } from './segments/segments.service';
import { AdminSequencesController } from './sequences/admin-sequences.controller';
import { EnrolmentsRepository } from './sequences/enrolments.repository';
import { LeaveSequenceController } from './sequences/leave-sequence.controller';
import { SequenceLeaveTokens } from './sequences/leave-tokens';
import { SequenceEntry } from './sequences/sequence-entry';
import { SequenceRunner } from './sequences/sequence-runner';
import { SequencesRepository } from './sequences/sequences.repository';
import { SequencesService } from './sequences/sequences.service';
import { AdminAutomationSettingsController } from './settings/admin-automation-settings.controller';
import { AutomationClock } from './settings/automation-clock';
import { AutomationSettingsRepository } from './settings/automation-settings.repository';
import { AutomationSettingsService } from './settings/automation-settings.service';
import { EngagementsRepository } from './tracking/engagements.repository';
import { TrackingController } from './tracking/tracking.controller';
import { TrackingPolicy } from './tracking/tracking-policy';
import { trackingTokensProvider } from './tracking/tracking-tokens';

// Automations (docs/automations.md): people and tags, segments over what the other modules know of
// them (core/audience), e-mail sequences started by the typed hooks, broadcasts, lead magnets,
// first-party tracking, the marketing unsubscribe link and each sequence's own "stop this series"
// link. Every mail through the one outbox.
@Module({
  imports: [AuthModule, CommerceModule, SiteModule],
  controllers: [
    AdminPeopleController,
    AdminSegmentsController,
    AdminSequencesController,
    AdminBroadcastsController,
    AdminAutomationSettingsController,
    AdminLeadMagnetsController,
    LeadMagnetsController,
    MarketingUnsubscribeController,
    LeaveSequenceController,
    TrackingController,
  ],
  providers: [
    ContactsRepository,
    PeopleRepository,
    PeopleService,
    Tagging,
    PeopleHooks,
    PeopleConditions,
    SegmentFilters,
    SegmentsRepository,
    SegmentsService,
    SegmentUsers,
    SequencesRepository,
    EnrolmentsRepository,
    SequenceLeaveTokens,
    SequenceEntry,
    SequenceRunner,
    SequencesService,
    BroadcastsRepository,
    BroadcastsService,
    AutomationSettingsRepository,
    AutomationClock,
    AutomationSettingsService,
    AutomationsCron,
    EngagementsRepository,
    trackingTokensProvider,
    TrackingPolicy,
    MarketingEnv,
    LeadMagnetsRepository,
    LeadMagnetsService,
    GuideTitles,
    claimTokensProvider,
    AutomationsPersonalData,
    provideMails(sequenceEmailMail, broadcastMail, marketingTestMail, leadMagnetLinkMail),
  ],
  exports: [SequenceRunner, BroadcastsService, TrackingPolicy, LeadMagnetsService, GuideTitles],
})
export class AutomationsModule {}
