import { describe, expect, it } from 'vitest';
import type { UploadDigitalFileApiArg, UploadProductImagesApiArg } from './generated';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends each field of a typed multipart body as one part, in order', () => {
    const file = new File(['text'], 'notes.txt', { type: 'text/plain' });
    const body: UploadDigitalFileApiArg['body'] = { file, uploadType: 'digital' };
    const form = toFormData(body);
    expect([...form.keys()]).toEqual(['file', 'uploadType']);
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(form.get('uploadType')).toBe('digital');
  });

  it('sends a list as one part per item and leaves out a field that is not set', () => {
    const images = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    const body: UploadProductImagesApiArg['body'] = { images, uploadType: undefined };
    const form = toFormData(body);
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.has('uploadType')).toBe(false);
  });
});
