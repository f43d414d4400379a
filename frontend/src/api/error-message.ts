// Turns an RTK Query error into the sentence a toast shows. Our errors read `status: text`;
// when text is the backend's error body `{ statusCode, message, ... }`, its message is the sentence.
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const raw = rawMessage(error);
  if (!raw) return fallback;
  const text = raw.replace(/^\d{3}: /, '');
  return bodyMessage(text) ?? (text || fallback);
}

// Only the message of the API's error body, else `fallback`: for toasts that say "the server
// message or …" (spec section 8), where a network error or a proxy's bare "Bad Gateway" is no
// sentence for a visitor.
export function serverMessage(error: unknown, fallback: string): string {
  const raw = rawMessage(error);
  return (raw && bodyMessage(raw.replace(/^\d{3}: /, ''))) || fallback;
}

// The API's field errors of a validation failure (`errors: [{ field, message }]`) as
// { field: message }, for a form to show each on its field; empty for any other failure.
export function fieldErrors(error: unknown): Record<string, string> {
  const raw = rawMessage(error);
  const body = raw ? parseJson(raw.replace(/^\d{3}: /, '')) : undefined;
  const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : undefined;
  if (!Array.isArray(errors)) return {};
  const entries = errors.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && 'field' in entry && 'message' in entry
      ? [[String(entry.field), String(entry.message)]]
      : [],
  );
  return Object.fromEntries(entries);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function bodyMessage(text: string): string | undefined {
  const body = parseJson(text);
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.join(', ');
  }
  return undefined;
}

function rawMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return undefined;
}
