import type { ApiError } from './api-base-query';
import { CSRF_HEADER, csrfToken } from './api-base-query';
import { type MultipartBody, toFormData } from './form-data';

// An upload whose progress the page shows (a lesson's video can be gigabytes): fetch reports no
// upload progress, XMLHttpRequest does. It is sent as the base query sends a multipart body (the
// session's cookie, the CSRF token, FormData) to the address generated-extras.ts builds for the
// operation, and fails with the base query's ApiError (`status: text`), so error-message.ts reads
// it. `onProgress` gets the percent sent (0–100).
export async function uploadWithProgress<Answer>(
  url: string,
  body: MultipartBody,
  onProgress: (percent: number) => void,
): Promise<Answer> {
  // no token yet (an upload as the visit's first write): any API read hands one out
  if (csrfToken() === null) await fetch(new Request(new URL('/api/health', location.href), { credentials: 'include' }));
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = csrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as Answer);
      } else {
        reject({
          status: xhr.status,
          message: `${xhr.status}: ${xhr.responseText || xhr.statusText}`,
        } satisfies ApiError);
      }
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', message: 'The upload failed.' } satisfies ApiError);
    xhr.send(toFormData(body));
  });
}
