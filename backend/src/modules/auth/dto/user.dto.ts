import { ApiProperty } from '@nestjs/swagger';
import type { SessionUser } from '../../../core/access/session-user';
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
}

export function toUserDto(user: SessionUser): UserDto {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
}
