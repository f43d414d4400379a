import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { IMAGE_FORMATS, type SiteImage } from './site-images';
import { useSiteImage } from './use-site-image';

// One of the site's images: its preview (or "No … yet"), what it is for, Upload or Replace, Remove.
export function SiteImageRow({ image, url }: { image: SiteImage; url: string | null }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, removing, uploadFile, removeImage } = useSiteImage(image);
  const name = image.name.toLowerCase();

  return (
    <li className={`site-image site-image--${image.kind}`} aria-label={image.name}>
      <div className="site-image__preview">
        {url ? <img src={url} alt={`Current ${name}`} /> : <span className="site-image__none">No {name} yet</span>}
      </div>
      <div className="site-image__body">
        <h3 className="site-image__name">{image.name}</h3>
        <p className="site-image__hint">
          {image.hint} {IMAGE_FORMATS}
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
