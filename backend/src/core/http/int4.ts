import { ArgumentMetadata, BadRequestException, Injectable, Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { Max } from 'class-validator';

// Ids and counts are PostgreSQL `integer` columns: a larger number is bad input, refused here
// rather than by the database.
export const INT4_MAX = 2_147_483_647;

// "Inventory must be at most 2147483647"
export const MaxInt4 = (label: string) => Max(INT4_MAX, { message: `${label} must be at most ${INT4_MAX}` });

// How the OpenAPI document describes such a number: a whole int32 from `minimum` up.
export const int4Schema = (minimum: number, maximum = INT4_MAX) =>
  ({ type: 'integer', format: 'int32', minimum, maximum }) as const;
export const ID_SCHEMA = int4Schema(1);

// A path id: digits only, 1 to INT4_MAX ("1.5", "-1", "1e3" and 2147483648 are not ids).
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= INT4_MAX) return Number(value);
    throw new BadRequestException(`${metadata.data ?? 'id'} must be a whole number from 1 to ${INT4_MAX}`);
  }
}

// The id parameter of a route, parsed by ParseIdPipe and documented as the int32 it is (the
// document would otherwise say "number" from the parameter's TypeScript type).
export const IdParam =
  (name: string, description?: string): ParameterDecorator =>
  (target, method, index) => {
    Param(name, ParseIdPipe)(target, method, index);
    if (method === undefined) return;
    ApiParam({ name, description, ...ID_SCHEMA })(target, method, Object.getOwnPropertyDescriptor(target, method)!);
  };
