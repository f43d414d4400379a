import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';

const NAME_MAX = 60;

export class PasskeyDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'The name its owner gave it' })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last sign-in or proof with it' })
  lastUsedAt: string | null;
}

// What navigator.credentials.create()/get() asks for, as JSON (@simplewebauthn/browser's optionsJSON).
export class PasskeyOptionsDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'PublicKeyCredential*OptionsJSON' })
  options: Record<string, unknown>;
}

// the browser's answer, checked by @simplewebauthn/server (a wrong shape is refused there)
export const credentialAnswer = (description: string, required = true) =>
  (required ? ApiProperty : ApiPropertyOptional)({ type: 'object', additionalProperties: true, description });

export class PasskeyNameDto {
  @ApiProperty({ minLength: 1, maxLength: NAME_MAX, example: 'My laptop' })
  @Transform(trimmed)
  @MaxLength(NAME_MAX, { message: `Keep the passkey's name under ${NAME_MAX} characters.` })
  @IsNotEmpty({ message: 'Give the passkey a name.' })
  @IsString({ message: 'Give the passkey a name.' })
  name: string;
}

export class RegisterPasskeyDto extends PasskeyNameDto {
  @credentialAnswer('The browser’s answer to navigator.credentials.create(), as JSON (RegistrationResponseJSON)')
  @IsObject({ message: 'The passkey’s answer is missing.' })
  response: Record<string, unknown>;
}

export class PasskeyAssertionDto {
  @credentialAnswer('The browser’s answer to navigator.credentials.get(), as JSON (AuthenticationResponseJSON)')
  @IsObject({ message: 'The passkey’s answer is missing.' })
  response: Record<string, unknown>;
}
