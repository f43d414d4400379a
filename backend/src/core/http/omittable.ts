import { ValidateIf } from 'class-validator';

// A body field that may be left out (the default, or on an edit the current value, stays) but is
// checked by its rules whenever it is sent, null included. class-validator's @IsOptional() skips
// every rule for null as well: keep it for fields where null means something ("none", "clear it";
// their OpenAPI schema says nullable), and use this one elsewhere, so that a null is refused with
// the field's own sentence instead of reaching a NOT NULL column, a check constraint or a service
// that would read it as false.
export const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
