import { Column, Entity, PrimaryColumn } from 'typeorm';

// How long a consultation product's session is and where it happens (migration 1764600000000); a
// consultation without a row cannot be booked yet.
@Entity('consultation_settings')
export class ConsultationSettingsEntity {
  @PrimaryColumn({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes: number;

  // a meeting link or a place, as the invitation shows it
  @Column({ type: 'varchar', length: 500, default: '' })
  location: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
