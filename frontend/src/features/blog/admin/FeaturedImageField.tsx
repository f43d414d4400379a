import { CloseOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ChangeEvent } from 'react';
import { useRef, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { CursorPagination } from '../../../components/CursorPagination';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { toast } from '../../../components/toast';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useListUploadedImagePageQuery, useUploadImageMutation } from './api';

// three rows of the gallery's 3-column grid
export const GALLERY_PAGE_SIZE = 9;

interface FeaturedImageFieldProps {
  labelId: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

// Optional featured image: upload a new one, or choose one uploaded before.
export function FeaturedImageField({ labelId, value, onChange }: FeaturedImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const pager = useCursorPages('');
  const gallery = useListUploadedImagePageQuery(
    { limit: GALLERY_PAGE_SIZE, cursor: pager.cursor },
    { skip: !galleryOpen },
  );
  // the page asked for only: image numbers follow the page
  const images = gallery.currentData?.items ?? [];

  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { url } = await upload({ body: { image: file } }).unwrap();
      onChange(url);
      setGalleryOpen(false);
      toast({ title: 'Image Uploaded', description: 'The featured image is set.' });
    } catch (error) {
      toast({
        title: 'Failed to upload image',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const choose = (url: string) => {
    onChange(url);
    setGalleryOpen(false);
  };

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
      {galleryOpen && (
        <div className="image-gallery" role="region" aria-label="Image gallery">
          {gallery.isFetching && !gallery.currentData ? (
            <p className="blog-admin-muted">Loading images…</p>
          ) : gallery.isError ? (
            <p className="blog-admin-error">{serverMessage(gallery.error, 'Failed to load images.')}</p>
          ) : images.length === 0 ? (
            <p className="blog-admin-muted">No images uploaded yet</p>
          ) : (
            <ul className="image-gallery__grid">
              {images.map((url, i) => (
                <li key={url}>
                  <button
                    type="button"
                    className="image-gallery__item"
                    aria-pressed={url === value}
                    aria-label={`Choose image ${(pager.page - 1) * GALLERY_PAGE_SIZE + i + 1}`}
                    onClick={() => choose(url)}
                  >
                    <FramedImage src={url} className="image-gallery__image" sizes={IMAGE_SIZES.thumb} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <CursorPagination pager={pager} query={gallery} pageSize={GALLERY_PAGE_SIZE} noun="images" />
        </div>
      )}
    </div>
  );
}
