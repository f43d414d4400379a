import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { AdminAvailabilityController } from './availability/admin-availability.controller';
import { AvailabilityRepository } from './availability/availability.repository';
import { AvailabilityService } from './availability/availability.service';
import { ConsultationsService } from './availability/consultations.service';
import { BookingEntity } from './entities/booking.entity';
import { BookingSettingsEntity } from './entities/booking-settings.entity';
import { ConsultationSettingsEntity } from './entities/consultation-settings.entity';
import { DateOverrideEntity } from './entities/date-override.entity';
import { WeeklyHoursEntity } from './entities/weekly-hours.entity';
import { BookingSlotsController } from './slots/booking-slots.controller';
import { BusyRangesRepository } from './slots/busy-ranges.repository';
import { SlotsService } from './slots/slots.service';

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
  // BookingSlotsController before any controller with a `bookings/:id` route: Nest matches routes
  // in the order they are registered, and /api/bookings/slots is not a booking's id
  controllers: [BookingSlotsController, AdminAvailabilityController],
  providers: [
    // the owner's availability and the consultations' settings
    AvailabilityRepository,
    AvailabilityService,
    ConsultationsService,
    // the free times
    BusyRangesRepository,
    SlotsService,
  ],
})
export class BookingsModule {}
