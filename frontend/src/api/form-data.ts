type Part = string | Blob;

// A multipart body as the contract types it (a generated `…ApiArg['body']`).
export type MultipartBody = Record<string, Part | readonly Part[] | undefined>;

// (Array.isArray alone does not narrow a readonly list; instanceof Blob fails across realms.)
const isList = (value: Part | readonly Part[]): value is readonly Part[] => Array.isArray(value);

// The FormData the base query sends as it is (the browser sets the boundary): one part per field,
// in the body's order, one per item of a list, none for a field left out.
export function toFormData(body: MultipartBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    const parts = value === undefined ? [] : isList(value) ? value : [value];
    for (const part of parts) form.append(name, part);
  }
  return form;
}
