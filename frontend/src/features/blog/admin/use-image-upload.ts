import type { ChangeEvent } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useUploadImageMutation } from './api';

// Uploading the image a file input chose, said in a toast; `uploaded` gets its address.
export function useImageUpload(uploaded: (url: string) => void) {
  const [upload, { isLoading: uploading }] = useUploadImageMutation();

  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { url } = await upload({ body: { image: file } }).unwrap();
      uploaded(url);
      toast({ title: 'Image Uploaded', description: 'The featured image is set.' });
    } catch (error) {
      toast({
        title: 'Failed to upload image',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return { uploading, uploadFile };
}
