import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { BookingPersonalDataRepository } from './booking-personal-data.repository';

// A customer's sessions, as the bookings module's part of their data export and their account's
// deletion: every booking (held, confirmed, cancelled or released) with its time and zone; deleting
// the account deletes them, so their times are offered again. Mails still waiting about them are
// forgotten by the outbox with the account.
@Injectable()
export class BookingsPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly records: BookingPersonalDataRepository,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'bookings',
      export: async ({ userId }) => ({
        sessions: (await this.records.sessions(userId)).map((s) => ({
          title: s.title,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
          status: s.status,
          customerTimeZone: s.customerTimeZone,
        })),
      }),
      delete: (tx, account) => this.records.remove(tx, account.id),
    });
  }
}
