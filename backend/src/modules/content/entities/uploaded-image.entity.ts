import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// An image of the library; the file itself is in storage under `fileName`.
@Entity('uploaded_images')
export class UploadedImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'file_name', type: 'varchar', length: 100, unique: true })
  fileName: string;

  @Column({ name: 'content_type', type: 'varchar', length: 50 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
