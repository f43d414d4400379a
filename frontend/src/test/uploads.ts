import { File as NodeFile } from 'node:buffer';
import { afterEach, vi } from 'vitest';

// A file as a visitor would choose it, made with Node's File (see useNodeFormData).
export const nodeFile = (name: string, type: string, body: string | Uint8Array = 'file-bytes') =>
  new NodeFile([body], name, { type }) as unknown as File;

// jsdom's FormData and File are not what Node's fetch can send (it posts "undefined" for the file):
// a test that uploads calls this first, and uses Node's own, as a browser would use its own. Call
// setupUploads() at the top of the file so each test puts jsdom's back after.
export async function useNodeFormData() {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
}

export function setupUploads() {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
