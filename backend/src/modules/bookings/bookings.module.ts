import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { BookingEntity } from './entities/booking.entity';
import { BookingSettingsEntity } from './entities/booking-settings.entity';
import { ConsultationSettingsEntity } from './entities/consultation-settings.entity';
import { DateOverrideEntity } from './entities/date-override.entity';
import { WeeklyHoursEntity } from './entities/weekly-hours.entity';

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
  providers: [],
})
export class BookingsModule {}
