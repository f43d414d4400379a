import type { TransformFnParams } from 'class-transformer';

// Surrounding spaces are never meant; non-strings are left for the validators to refuse.
export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);
