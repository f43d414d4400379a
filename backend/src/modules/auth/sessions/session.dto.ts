import { ApiProperty } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { StoredSession } from './sessions.repository';
import { describeUserAgent } from './user-agent';

export class SessionDto {
  @ApiProperty({ example: 'b1946ac92492d234', description: 'Names the session in this list (not its cookie)' })
  id: string;

  @ApiProperty({ example: 'Firefox 128' })
  browser: string;

  @ApiProperty({ example: 'macOS' })
  os: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When this session signed in' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Its latest request, to the minute' })
  lastSeenAt: string;

  @ApiProperty({ description: 'The session of this request' })
  current: boolean;
}

export class SignedOutSessionsDto {
  @ApiProperty({ example: 2, description: 'How many other sessions were signed out' })
  signedOut: number;
}

export function toSessionDto(s: StoredSession, currentSid: string): SessionDto {
  return {
    id: createHash('sha256').update(s.sid).digest('hex').slice(0, 16),
    ...describeUserAgent(s.userAgent),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.sid === currentSid,
  };
}
