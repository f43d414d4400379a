import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AccountTokenPurpose = 'password-reset' | 'email-confirmation' | 'email-change' | 'sign-in-alert';

// A link mailed to a customer. Only the token's SHA-256 is stored: whoever reads this table
// cannot open the links.
@Entity('account_tokens')
export class AccountTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  // the address the link was sent to (for an e-mail change: the new address)
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
