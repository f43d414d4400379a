import { ApiProperty } from '@nestjs/swagger';
import type { UserEntity } from '../entities/user.entity';
import { ID_SCHEMA } from '../../../core/http/int4';

export class UserDto {
  @ApiProperty({ ...ID_SCHEMA, example: 12 })
  id: number;

  @ApiProperty({ enum: ['customer', 'admin'], example: 'customer', description: "'admin' gives admin rights" })
  role: string;

  @ApiProperty({ example: 'Ada' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  email: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'Whether the address was confirmed from the link mailed to it' })
  emailConfirmed: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    example: null,
    description: 'A new address waiting for its confirmation; email stays the sign-in address until then',
  })
  pendingEmail: string | null;
}

export function toUserDto(user: Omit<UserEntity, 'passwordHash' | 'passwordChangedAt'>): UserDto {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
  };
}
