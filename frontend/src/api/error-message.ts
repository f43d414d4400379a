// Turns an RTK Query error into the sentence a toast shows. Our errors read `status: text`;
// when text is the backend's error body `{ statusCode, message, ... }`, its message is the sentence.
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const raw = rawMessage(error);
  if (!raw) return fallback;
  const text = raw.replace(/^\d{3}: /, '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length) return message.join(', ');
    }
  } catch {
    // not JSON: the plain text is the message
  }
  return text || fallback;
}

function rawMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return undefined;
}
