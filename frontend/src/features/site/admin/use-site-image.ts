import type { ChangeEvent } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { refusedForSize } from '../../../lib/upload-limit';
import { useRemoveSiteImageMutation, useUploadSiteImageMutation } from './api';
import { IMAGE_LIMIT, type SiteImage } from './site-images';

const failed = (title: string, error: unknown) =>
  toast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// Uploading (from a file input's change) and removing one of the site's images, each said in a toast.
export function useSiteImage(image: SiteImage) {
  const [upload, { isLoading: uploading }] = useUploadSiteImageMutation();
  const [remove, { isLoading: removing }] = useRemoveSiteImageMutation();

  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (refusedForSize(file, IMAGE_LIMIT, 'Upload failed')) return;
    try {
      await upload({ kind: image.kind, body: { image: file } }).unwrap();
      toast({ title: `${image.name} Uploaded`, description: 'Every page shows it now.' });
    } catch (error) {
      failed('Upload failed', error);
    }
  };

  const removeImage = async () => {
    try {
      await remove({ kind: image.kind }).unwrap();
      toast({ title: `${image.name} Removed`, description: 'The site no longer shows it.' });
    } catch (error) {
      failed('Error', error);
    }
  };

  return { uploading, removing, uploadFile, removeImage };
}
