import { CloseOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { ImageGallery } from './ImageGallery';
import { useImageGallery } from './use-image-gallery';
import { useImageUpload } from './use-image-upload';

interface FeaturedImageFieldProps {
  labelId: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

// Optional featured image: upload a new one, or choose one uploaded before.
export function FeaturedImageField({ labelId, value, onChange }: FeaturedImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const pages = useImageGallery(galleryOpen);
  const choose = (url: string) => {
    onChange(url);
    setGalleryOpen(false);
  };
  const { uploading, uploadFile } = useImageUpload(choose);

  return (
    <div className="image-field" role="group" aria-labelledby={labelId}>
      {value && (
        <div className="image-field__preview">
          <FramedImage
            src={value}
            className="image-field__image"
            sizes={IMAGE_SIZES.card}
            alt="Featured image preview"
          />
          <Button
            className="image-field__remove"
            shape="circle"
            danger
            icon={<CloseOutlined aria-hidden />}
            aria-label="Remove image"
            onClick={() => onChange(null)}
          />
        </div>
      )}
      <div className="image-field__actions">
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => fileInput.current?.click()}>
          Upload New
        </Button>
        <Button
          icon={<PictureOutlined aria-hidden />}
          aria-expanded={galleryOpen}
          onClick={() => setGalleryOpen((open) => !open)}
        >
          Choose from Gallery
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label="Upload New image file"
          onChange={uploadFile}
        />
      </div>
      {galleryOpen && <ImageGallery pages={pages} value={value} onChoose={choose} />}
    </div>
  );
}
