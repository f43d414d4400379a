import { serverMessage } from '../../../api/error-message';
import { CursorPagination } from '../../../components/CursorPagination';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { GALLERY_PAGE_SIZE, type ImageGalleryPages } from './use-image-gallery';

interface ImageGalleryProps {
  pages: ImageGalleryPages;
  // the image chosen now
  value: string | null;
  onChoose: (url: string) => void;
}

// The images uploaded before, to choose the featured image from; numbered across the pages.
export function ImageGallery({ pages: { pager, query }, value, onChoose }: ImageGalleryProps) {
  // the page asked for only: image numbers follow the page
  const images = query.currentData?.items ?? [];
  return (
    <div className="image-gallery" role="region" aria-label="Image gallery">
      {query.isFetching && !query.currentData ? (
        <p className="blog-admin-muted">Loading images…</p>
      ) : query.isError ? (
        <p className="blog-admin-error">{serverMessage(query.error, 'Failed to load images.')}</p>
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
                onClick={() => onChoose(url)}
              >
                <FramedImage src={url} className="image-gallery__image" sizes={IMAGE_SIZES.thumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <CursorPagination pager={pager} query={query} pageSize={GALLERY_PAGE_SIZE} noun="images" />
    </div>
  );
}
