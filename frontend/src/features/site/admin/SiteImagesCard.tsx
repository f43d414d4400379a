import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ChangeEvent } from 'react';
import { useRef } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { megabytes, refusedForSize, type UploadLimit } from '../../../lib/upload-limit';
import type { SiteImageKind, SiteSettingsDto } from './api';
import { useRemoveSiteImageMutation, useUploadSiteImageMutation } from './api';
import { SiteSection } from './SiteSection';

// The API's limit and message, checked first so a large file is not sent for nothing.
export const TOO_LARGE = 'Images can be at most 5 MB.';
const IMAGE_LIMIT: UploadLimit = { maxBytes: megabytes(5), tooLarge: TOO_LARGE };
const FORMATS = 'JPG, PNG, GIF, WebP or AVIF, up to 5 MB.';

interface SiteImage {
  kind: SiteImageKind;
  name: string;
  url: (settings: SiteSettingsDto) => string | null;
  hint: string;
}

export const SITE_IMAGES: SiteImage[] = [
  {
    kind: 'photo',
    name: 'Photo',
    url: (s) => s.ownerPhotoUrl,
    hint: 'Your portrait for the home page and the About page: at least 200 × 200 pixels, cropped to a square.',
  },
  {
    kind: 'logo',
    name: 'Logo',
    url: (s) => s.logoUrl,
    hint: 'Shown instead of the site name in the navigation bar: at least 32 pixels high, fitted inside 480 × 120.',
  },
  {
    kind: 'favicon',
    name: 'Favicon',
    url: (s) => s.faviconUrl,
    hint: "The browser tab's icon: at least 32 × 32 pixels, cropped to a square.",
  },
];

function SiteImageRow({ image, url }: { image: SiteImage; url: string | null }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadSiteImageMutation();
  const [remove, { isLoading: removing }] = useRemoveSiteImageMutation();
  const name = image.name.toLowerCase();

  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (refusedForSize(file, IMAGE_LIMIT, 'Upload failed')) return;
    try {
      await upload({ kind: image.kind, body: { image: file } }).unwrap();
      toast({ title: `${image.name} Uploaded`, description: 'Every page shows it now.' });
    } catch (error) {
      toast({ title: 'Upload failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const removeImage = async () => {
    try {
      await remove({ kind: image.kind }).unwrap();
      toast({ title: `${image.name} Removed`, description: 'The site no longer shows it.' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <li className={`site-image site-image--${image.kind}`} aria-label={image.name}>
      <div className="site-image__preview">
        {url ? <img src={url} alt={`Current ${name}`} /> : <span className="site-image__none">No {name} yet</span>}
      </div>
      <div className="site-image__body">
        <h3 className="site-image__name">{image.name}</h3>
        <p className="site-image__hint">
          {image.hint} {FORMATS}
        </p>
        <div className="site-image__actions">
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => fileInput.current?.click()}>
            {url ? `Replace ${name}` : `Upload ${name}`}
          </Button>
          {url && (
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing} onClick={removeImage}>
              Remove {name}
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            className="site-image__file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            hidden
            aria-label={`${image.name} file`}
            onChange={uploadFile}
          />
        </div>
      </div>
    </li>
  );
}

// The photo, logo and favicon: each uploaded or removed at once (the server resizes them), with a preview.
export function SiteImagesCard({ settings }: { settings: SiteSettingsDto }) {
  return (
    <SiteSection title="Images">
      <ul className="site-images">
        {SITE_IMAGES.map((image) => (
          <SiteImageRow key={image.kind} image={image} url={image.url(settings)} />
        ))}
      </ul>
    </SiteSection>
  );
}
