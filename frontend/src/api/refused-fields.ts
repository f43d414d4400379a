import { fieldErrors, serverMessage } from './error-message';

// What a form shows on its fields of an API refusal: the field errors on `fields` (as antd's
// form.setFields takes them), and a conflict's sentence (409, which names no field) on
// `conflictField`.
export function refusedFields<F extends string>(
  error: unknown,
  fields: readonly F[],
  conflictField?: F,
): { name: F; errors: string[] }[] {
  const refused = Object.entries(fieldErrors(error)).filter((entry): entry is [F, string] =>
    (fields as readonly string[]).includes(entry[0]),
  );
  if (conflictField && (error as { status?: number } | null)?.status === 409) {
    refused.push([conflictField, serverMessage(error, '')]);
  }
  return refused.map(([name, message]) => ({ name, errors: [message] }));
}
