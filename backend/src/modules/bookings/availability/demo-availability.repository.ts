import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsultationSettingsEntity } from '../entities/consultation-settings.entity';
import { WeeklyHoursEntity } from '../entities/weekly-hours.entity';

export interface DemoHours {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface DemoConsultation {
  productId: number;
  durationMinutes: number;
  location: string;
}

// The demo seeder's reads and writes of the owner's weekly hours and the consultations' settings,
// each in the seeding transaction.
@Injectable()
export class DemoAvailabilityRepository {
  async hasWeeklyHours(tx: EntityManager): Promise<boolean> {
    return (await tx.count(WeeklyHoursEntity)) > 0;
  }

  async addWeeklyHours(tx: EntityManager, hours: DemoHours[]): Promise<void> {
    await tx.insert(WeeklyHoursEntity, hours);
  }

  // those of these consultation products that have no settings yet
  async withoutSettings(tx: EntityManager, productIds: number[]): Promise<number[]> {
    const rows = (await tx.query(
      `SELECT c.id FROM unnest($1::int[]) AS c (id)
        WHERE NOT EXISTS (SELECT 1 FROM consultation_settings s WHERE s.product_id = c.id)`,
      [productIds],
    )) as { id: number }[];
    return rows.map((r) => r.id);
  }

  async addSettings(tx: EntityManager, consultations: DemoConsultation[]): Promise<void> {
    if (consultations.length)
      await tx.insert(
        ConsultationSettingsEntity,
        consultations.map((c) => ({ ...c, updatedAt: new Date() })),
      );
  }
}
