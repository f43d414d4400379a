import { isFQDN, ValidateBy } from 'class-validator';
import { PUBLIC_FILE_NAME, PUBLIC_FOLDERS, PUBLIC_UPLOADS_URL } from '../storage/storage.service';

// The one rule for an image address the site stores (a post's featured image and the images in
// rich text, product images, page backgrounds): a file this site's uploads made, by the exact path
// they answer, or an absolute https address of a named host. Nothing else: no http, no IP
// address or localhost, no user:password@, no '..' or any other path under /api/uploads.

export const IMAGE_URL_MAX_LENGTH = 500;
export const IMAGE_URL_DESCRIPTION = `an image uploaded to this site (${PUBLIC_UPLOADS_URL}/images/… as the upload answered it) or an https:// address of a named host`;
// characters that would end the HTML attribute or CSS value the address is written into
const UNSAFE = /[\s"'<>()\\;{}]/;

function isUploaded(value: string): boolean {
  const prefix = `${PUBLIC_UPLOADS_URL}/`;
  if (!value.startsWith(prefix)) return false;
  const [folder, name, ...more] = value.slice(prefix.length).split('/');
  return more.length === 0 && PUBLIC_FOLDERS.some((f) => f === folder) && PUBLIC_FILE_NAME.test(name ?? '');
}

function isHttpsAddress(value: string): boolean {
  if (!value.startsWith('https://') || UNSAFE.test(value)) return false;
  try {
    const url = new URL(value);
    // a numeric or one-word host (127.0.0.1, localhost) is no FQDN
    return !url.username && !url.password && isFQDN(url.hostname);
  } catch {
    return false;
  }
}

export function isImageUrl(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= IMAGE_URL_MAX_LENGTH && (isUploaded(value) || isHttpsAddress(value))
  );
}

// `label` names the field in the message: "Featured image must be …"
export function IsImageUrl(label: string, options: { each?: boolean } = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isImageUrl', validator: { validate: (value: unknown) => isImageUrl(value) } },
    {
      ...options,
      message: `${label} must be an image uploaded to this site or an https:// address of at most ${IMAGE_URL_MAX_LENGTH} characters`,
    },
  );
}
