import { Column, Entity, PrimaryColumn } from 'typeorm';

// One legal page (privacy policy, terms, refund policy): the owner's title and sanitised HTML.
@Entity('legal_pages')
export class LegalPageEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  slug: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
