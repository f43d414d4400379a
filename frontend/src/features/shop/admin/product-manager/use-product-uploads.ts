import type { UpdateProductDto } from '../../api';
import { useUploadDigitalFileMutation, useUploadProductImagesMutation } from '../../api';
import type { ProductFormValues } from '../../lib/product-form';

export interface ChosenFiles {
  // sent for a digital product only
  digitalFile: File | null;
  images: File[];
}

// Uploads the files chosen in the product form and answers what the product's body says of them.
// An upload that fails is skipped without a word (spec section 7): the product is saved without it.
export function useProductUploads() {
  const [uploadDigital] = useUploadDigitalFileMutation();
  const [uploadImages] = useUploadProductImagesMutation();

  return async (values: ProductFormValues, { digitalFile, images }: ChosenFiles) => {
    const files: UpdateProductDto = {};
    if (values.type === 'digital' && digitalFile) {
      try {
        const { file } = await uploadDigital({ body: { file: digitalFile, uploadType: 'digital' } }).unwrap();
        files.digitalFileUrl = file.path;
        files.digitalFileName = file.originalName;
      } catch {
        // skipped (spec section 7)
      }
    }
    if (images.length) {
      try {
        files.imageUrls = (await uploadImages({ body: { images, uploadType: 'images' } }).unwrap()).imageUrls;
      } catch {
        // skipped (spec section 7)
      }
    }
    return files;
  };
}
