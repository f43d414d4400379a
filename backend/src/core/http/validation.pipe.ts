import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldErrorDto } from './error-response.dto';

function readable(field: string, constraints: Record<string, string>): string {
  if (constraints.whitelistValidation) return `The field "${field}" is not allowed`;
  return Object.values(constraints)[0];
}

// Field paths like "items.0.price" for nested errors; each field's first failed rule.
function flatten(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, message: readable(field, error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrorDto[]) {
    super(fieldErrors[0]?.message ?? 'The request is not valid.');
  }
}

// Each field reports its first failed rule. class-validator runs a property's decorators from the
// bottom up, so DTOs list the "required" check last, right above the property. (A body checked
// outside Nest, core/http/fast-beacons.ts, is checked with the same options.)
export const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true } as const;

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedException(flatten(errors)),
  });
}
