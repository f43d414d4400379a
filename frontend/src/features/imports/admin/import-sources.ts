import type { ImportSource } from './api';

// What the owner downloads from each platform, said where they choose the file.
export const IMPORT_SOURCES: { value: ImportSource; label: string; hint: string; accept: string }[] = [
  {
    value: 'ghost',
    label: 'Ghost',
    hint: 'The .json file of Settings → Labs → Export. Zip it with your site’s content/images folder to bring the images too.',
    accept: '.json,.zip,application/json,application/zip',
  },
  {
    value: 'wordpress',
    label: 'WordPress',
    hint: 'The .xml file of Tools → Export → All content. Zip it with your wp-content/uploads folder to bring the images too.',
    accept: '.xml,.zip,text/xml,application/xml,application/zip',
  },
  {
    value: 'substack',
    label: 'Substack',
    hint: 'The .zip file of Settings → Exports → Create new export: its posts and its e-mail list.',
    accept: '.zip,application/zip',
  },
];

// the server's limit (backend/src/modules/imports/imports.errors.ts), checked before sending
export const IMPORT_LIMIT = {
  maxBytes: 50 * 1024 * 1024,
  tooLarge: 'The export is too large: at most 50 MB. Import the posts without their images, or split the file.',
};
