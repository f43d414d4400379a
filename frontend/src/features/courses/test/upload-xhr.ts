import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

// An upload under way, as the test lets it go on: its progress events, then its request.
export interface HeldUpload {
  url: string;
  // an upload progress event of `percent` of the file sent
  progress(percent: number): void;
  // the request itself, to the test API (through fetch, which the test API forwards)
  finish(): Promise<void>;
}

// jsdom's XMLHttpRequest would send to jsdom's own origin, not to the test API, and a loopback
// upload is over before a page could show its progress. This stand-in does what the page's upload
// (api/upload.ts) uses of XMLHttpRequest: it holds each upload until the test has sent the progress
// events it wants shown, then sends the same request with fetch. Call setupUploads() (test/uploads)
// in the file so it is put back after each test, and useNodeFormData() so fetch can send the file.
export function holdUploads() {
  const held: HeldUpload[] = [];
  let started = 0;

  class HeldXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: FormData) {
      started++;
      held.push({
        url: this.url,
        progress: (percent) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent)),
        finish: async () => {
          const request = new Request(new URL(this.url, location.href), {
            method: this.method,
            headers: this.headers,
            body,
            credentials: this.withCredentials ? 'include' : 'same-origin',
          });
          try {
            const response = await fetch(request);
            this.status = response.status;
            this.statusText = response.statusText;
            this.responseText = await response.text();
            await act(async () => this.onload?.());
          } catch {
            await act(async () => this.onerror?.());
          }
        },
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', HeldXhr);
  return {
    // how many uploads the page has started so far
    started: () => started,
    // the next upload the page starts
    next: () =>
      waitFor(() => {
        const upload = held.shift();
        if (!upload) throw new Error('no upload started yet');
        return upload;
      }),
  };
}
