import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { isEmail, isURL, ValidateBy } from 'class-validator';

// The site form's optional texts: the key is always sent (the form sends the whole set); null or
// blank clears the value ('' is stored as null); anything else must pass each rule in turn.

type Rule = [name: string, check: (value: string) => boolean, message: string];

// surrounding spaces go; line breaks become \n; blank becomes null
const blankToNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
};

const rule = ([name, check, message]: Rule) =>
  ValidateBy(
    {
      name,
      validator: { validate: (value: unknown) => value === null || (typeof value === 'string' && check(value)) },
    },
    { message },
  );

// Rules are checked in the order given, after "sent" and "text or null".
export function NullableText(
  label: string,
  api: ApiPropertyOptions & { maxLength: number },
  ...rules: Rule[]
): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, ...api } as ApiPropertyOptions),
    ValidateBy(
      { name: 'isSent', validator: { validate: (value: unknown) => value !== undefined } },
      { message: `${label} must be sent; null leaves it empty` },
    ),
    rule(['isTextOrNull', () => true, `${label} must be text`]),
    ...rules.map(rule),
    Transform(blankToNull),
  );
}

export const maxLength = (max: number, message: string): Rule => ['maxLength', (v) => v.length <= max, message];
export const matches = (pattern: RegExp, message: string): Rule => ['matches', (v) => pattern.test(v), message];
export const email = (message: string): Rule => ['isEmail', (v) => isEmail(v), message];
export const webAddress = (message: string): Rule => [
  'isWebAddress',
  (v) => isURL(v, { protocols: ['http', 'https'], require_protocol: true, allow_underscores: true }),
  message,
];

// A social or other web link: https:// (or http://), at most 500 characters.
export function LinkField(label: string, example: string): PropertyDecorator {
  return NullableText(
    `${label} link`,
    { format: 'uri', maxLength: 500, example },
    maxLength(500, `${label} link must be at most 500 characters`),
    webAddress(`${label} link must be a full address starting with https://`),
  );
}
