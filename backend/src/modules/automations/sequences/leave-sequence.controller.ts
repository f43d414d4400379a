import { Controller, Get, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  type MailingList,
  unsubscribedPage,
} from '../../../core/http/unsubscribe-pages';
import { UnsubscribeAction, UnsubscribeLinkPage } from '../../../core/http/unsubscribe-routes';
import { SiteService } from '../../site';
import { AutomationErrors } from '../automations.errors';
import { LEAVE_SEQUENCE_PATH } from '../mails/marketing-mail';
import { AutomationClock } from '../settings/automation-clock';
import { EnrolmentsRepository, type PlaceToLeave } from './enrolments.repository';
import { SequenceLeaveTokens } from './leave-tokens';

// what the owner sees as the place's reason
export const LEFT_BY_LINK = 'Left the series by the link in its e-mail';

// The series as its pages name it: by the name the owner gave it.
const seriesOf = (name: string): MailingList => ({
  name: `the e-mails of the series “${name}”`,
  stops: `the rest of the series “${name}” (other e-mails from this site still come)`,
  action: LEAVE_SEQUENCE_PATH,
  unsubscribed: `You will no longer get the e-mails of the series “${name}”. Other e-mails from this site still come.`,
});

// The "Stop this series only" link of a sequence's mails (the token: the person's place in it,
// signed): the person leaves that sequence and nothing else; its mail still in the outbox is not
// sent (sequence-email.mail.ts), while other sequences, broadcasts, the daily e-mail and account and
// order mails go on. The marketing-wide unsubscribe link and header stay beside it. Server-only
// (frontend/openapi-config.cjs leaves both out of the SPA's client).
@ApiTags('automations')
@Controller('automations/sequences/leave')
export class LeaveSequenceController {
  constructor(
    private readonly db: DataSource,
    private readonly enrolments: EnrolmentsRepository,
    private readonly tokens: SequenceLeaveTokens,
    private readonly clock: AutomationClock,
    private readonly site: SiteService,
  ) {}

  @Get()
  @UnsubscribeLinkPage(
    'The page behind a sequence mail\'s "Stop this series only" link: asks to confirm',
    AutomationErrors.leaveSequenceToken,
    'HTML page with a confirmation button (or saying the series is over for them already)',
  )
  async showLeaveSequence(@Query('token') token: string): Promise<string> {
    const place = await this.find(token);
    // any place not left yet may be left: the series never comes back to them (enrolments' leave)
    return this.page(place, place.status === 'left' ? 'already' : 'ask', String(token));
  }

  @Post()
  @UnsubscribeAction(
    'Leave one sequence only (its other mails stop; other marketing mail goes on). Again: says it is done',
    AutomationErrors.leaveSequenceToken,
  )
  async leaveSequence(@Query('token') token: string): Promise<string> {
    const place = await this.find(token);
    const now = await this.clock.now();
    const left = await this.db.transaction((tx) => this.enrolments.leave(tx, place.id, now, LEFT_BY_LINK));
    return this.page(place, left ? 'done' : 'already');
  }

  // the page that asks (with the button's token), says it is done, or says it was done already
  private async page(place: PlaceToLeave, state: 'ask' | 'done' | 'already', token = ''): Promise<string> {
    const [brand, series] = [await this.site.pageBrand(), seriesOf(place.sequenceName)];
    if (state === 'ask') return confirmUnsubscribePage(brand, series, place.email, token);
    return (state === 'done' ? unsubscribedPage : alreadyUnsubscribedPage)(brand, series, place.email);
  }

  private async find(token: unknown): Promise<PlaceToLeave> {
    const id = this.tokens.read(token);
    const place = id === null ? null : await this.enrolments.placeToLeave(id);
    if (!place) throw new NotFoundException(AutomationErrors.leaveSequenceToken);
    return place;
  }
}
