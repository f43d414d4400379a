// What a lesson's file is served as. A video by the extension of its key (its content was checked
// on upload, core/storage/file-content): the type a browser's <video> needs to play it inline.
export const VIDEO_CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
};

// an attachment (and anything unknown) is bytes to download
export const ATTACHMENT_CONTENT_TYPE = 'application/octet-stream';

export const videoContentType = (key: string): string =>
  VIDEO_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? ATTACHMENT_CONTENT_TYPE;
