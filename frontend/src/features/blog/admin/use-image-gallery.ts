import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useListUploadedImagePageQuery } from './api';

// three rows of the gallery's 3-column grid
export const GALLERY_PAGE_SIZE = 9;

// The images uploaded before, a page at a time, read only while the gallery is open (its page is
// kept while it is closed).
export function useImageGallery(open: boolean) {
  const pager = useCursorPages('');
  const query = useListUploadedImagePageQuery({ limit: GALLERY_PAGE_SIZE, cursor: pager.cursor }, { skip: !open });
  return { pager, query };
}

export type ImageGalleryPages = ReturnType<typeof useImageGallery>;
