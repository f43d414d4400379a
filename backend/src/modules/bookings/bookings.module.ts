import { DemoAvailabilitySeeder } from './availability/demo-availability.seeder';
import { DemoConsultationProductSeeder } from './demo/demo-consultation-product.seeder';
import { DemoAvailabilityRepository } from './availability/demo-availability.repository';
import { Module, type OnModuleInit } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { AuthModule } from '../auth';
import { CommerceModule, ProductTypeRegistry } from '../commerce';
import { SiteModule } from '../site';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { BookingChangesService } from './booking-changes.service';
import { BookingRowsService } from './booking-rows.service';
import { BookingFulfilment } from './booking-fulfilment';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { AdminAvailabilityController } from './availability/admin-availability.controller';
import { AvailabilityRepository } from './availability/availability.repository';
import { AvailabilityService } from './availability/availability.service';
import { ConsultationsService } from './availability/consultations.service';
import { BookingEntity } from './entities/booking.entity';
import { BookingSettingsEntity } from './entities/booking-settings.entity';
import { ConsultationSettingsEntity } from './entities/consultation-settings.entity';
import { DateOverrideEntity } from './entities/date-override.entity';
import { WeeklyHoursEntity } from './entities/weekly-hours.entity';
import { HoldsExpiryCron } from './holds-expiry.cron';
import { MyBookingsController } from './my-bookings.controller';
import { MyBookingsService } from './my-bookings.service';
import { BookingPersonalDataRepository } from './privacy/booking-personal-data.repository';
import { BookingsPersonalData } from './privacy/bookings-personal-data';
import { BookingsRepository } from './repositories/bookings.repository';
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
import { BookingSlotsController } from './slots/booking-slots.controller';
import { BusyRangesRepository } from './slots/busy-ranges.repository';
import { SlotsService } from './slots/slots.service';
import { BookingConditions } from './audience/booking-conditions';
import { ConsultationProductKnowledge } from './knowledge/consultation-product-knowledge';
import { ConsultationsKnowledge } from './knowledge/consultations-knowledge';

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
    AlertsModule,
    SiteModule,
  ],
  // BookingSlotsController before any controller with a `bookings/:id` route: Nest matches routes
  // in the order they are registered, and /api/bookings/slots is not a booking's id (MyBookingsController last)
  controllers: [
    BookingSlotsController,
    AdminAvailabilityController,
    BookingsController,
    AdminBookingsController,
    MyBookingsController,
  ],
  providers: [
    BookingConditions,
    // the owner's availability and the consultations' settings
    AvailabilityRepository,
    AvailabilityService,
    ConsultationsService,
    // the assistant's facts: a consultation's length (the products'), the booking rules (its own)
    ConsultationProductKnowledge,
    ...provideKnowledge(ConsultationsKnowledge),
    DemoConsultationProductSeeder,
    DemoAvailabilitySeeder,
    DemoAvailabilityRepository,
    // the free times
    BusyRangesRepository,
    SlotsService,
    // the lifecycle: book, hold through checkout (commerce's fulfilment), move, cancel, run out
    BookingsRepository,
    BookingRowsService,
    BookingsService,
    BookingChangesService,
    MyBookingsService,
    AdminBookingsService,
    BookingFulfilment,
    HoldsExpiryCron,
    // Download Account Data and Delete Account
    BookingPersonalDataRepository,
    BookingsPersonalData,
    // the mails of a booking's life
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
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly fulfilment: ProductTypeRegistry,
    private readonly bookingFulfilment: BookingFulfilment,
  ) {}

  // a consultation's checkout holds its chosen time, its payment confirms it, a refund cancels it
  onModuleInit(): void {
    this.fulfilment.register(this.bookingFulfilment);
  }
}
