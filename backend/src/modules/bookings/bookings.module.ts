import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AuthModule } from '../auth';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { BookingEntity } from './entities/booking.entity';
import { BookingSettingsEntity } from './entities/booking-settings.entity';
import { ConsultationSettingsEntity } from './entities/consultation-settings.entity';
import { DateOverrideEntity } from './entities/date-override.entity';
import { WeeklyHoursEntity } from './entities/weekly-hours.entity';
import { bookingCancelledMail } from './mails/booking-cancelled.mail';
import { bookingConfirmedMail } from './mails/booking-confirmed.mail';
import { bookingConfirmedOwnerMail } from './mails/booking-confirmed-owner.mail';
import { BookingMails } from './mails/booking-mails';
import { BookingMailsRepository } from './mails/booking-mails.repository';
import { bookingMovedMail } from './mails/booking-moved.mail';
import { bookingReminderMail } from './mails/booking-reminder.mail';
import { BookingRemindersCron } from './reminders/reminders.cron';
import { RemindersRepository } from './reminders/reminders.repository';
import { BookingRemindersService } from './reminders/reminders.service';

// Consultations that can be booked: the owner's availability, the free times offered, a time held
// through checkout and confirmed by its payment (commerce's fulfilment registry), its invitations,
// reminders, moves and cancellations.
@Module({
  imports: [
    TypeOrmModule.forFeature([
      BookingSettingsEntity,
      WeeklyHoursEntity,
      DateOverrideEntity,
      ConsultationSettingsEntity,
      BookingEntity,
    ]),
    CommerceModule,
    AuthModule,
    SiteModule,
  ],
  controllers: [],
  providers: [
    BookingMails,
    BookingMailsRepository,
    RemindersRepository,
    BookingRemindersService,
    BookingRemindersCron,
    provideMails(
      bookingConfirmedMail,
      bookingConfirmedOwnerMail,
      bookingMovedMail,
      bookingCancelledMail,
      bookingReminderMail,
    ),
  ],
})
export class BookingsModule {}
