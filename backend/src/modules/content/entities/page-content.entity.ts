import { Column, Entity, PrimaryColumn } from 'typeorm';

// One saved section of one page; sections never saved show the built-in text.
@Entity('page_content')
export class PageContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  page: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  section: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

// what the API shows of a section
export type PageSection = Pick<PageContentEntity, 'page' | 'section' | 'content'>;
