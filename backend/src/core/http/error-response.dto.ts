import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { int4Schema } from './int4';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Please enter a valid email' })
  message: string;
}

// The one error body of the API. `message` is a sentence a person can read; the SPA shows it.
export class ErrorResponseDto {
  @ApiProperty({ ...int4Schema(400, 599), example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Please enter a valid email' })
  message: string;

  @ApiPropertyOptional({ example: 'Bad Request' })
  error?: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'One entry per invalid field (validation errors only)' })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When a dripped lesson opens (403 only)',
  })
  opensAt?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      '403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again',
  })
  reauthenticate?: boolean;

  @ApiPropertyOptional({
    example: '4bf92f3577b34da6a3ce929d0e0e4736',
    description:
      "5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error.",
  })
  reference?: string;
}
