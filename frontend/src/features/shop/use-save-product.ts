import { useState } from 'react';
import { serverMessage } from '../../api/error-message';
import { toast } from '../../components/toast';
import type { ProductDto, UpdateProductDto } from './api';
import {
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadDigitalFileMutation,
  useUploadProductImagesMutation,
} from './api';
import type { ProductFormValues } from './lib/product-form';
import { productPayload, SAVE_FAILED } from './lib/product-form';

// a new course is a draft: out of the shop until it is published from Manage Products
const DRAFT_SAVED = (title: string) =>
  `"${title}" is a draft, not in the shop yet: write its lessons in the Course Builder, then publish it from Manage Products.`;

export interface ChosenFiles {
  // sent for a digital product only
  digitalFile: File | null;
  images: File[];
}

// Uploads the chosen files, then creates `product` (null) or updates it, and says so in a toast.
// An upload that fails is skipped without a word (spec section 7): the product is saved without it.
export function useSaveProduct(product: ProductDto | null, onSaved: (product: ProductDto) => void) {
  const [saving, setSaving] = useState(false);
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [uploadDigital] = useUploadDigitalFileMutation();
  const [uploadImages] = useUploadProductImagesMutation();

  const uploads = async (values: ProductFormValues, { digitalFile, images }: ChosenFiles) => {
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

  const save = async (values: ProductFormValues, chosen: ChosenFiles) => {
    setSaving(true);
    let saved: ProductDto;
    try {
      const body = { ...productPayload(values), ...(await uploads(values, chosen)) };
      saved = product
        ? await updateProduct({ product: product.id, updateProductDto: body }).unwrap()
        : await createProduct({ createProductDto: body }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, SAVE_FAILED), variant: 'destructive' });
      setSaving(false);
      return;
    }
    const told = values.notifyProductUpdates && saved.announcedAt !== product?.announcedAt;
    const announced = told ? ' Subscribers to product updates are being told.' : '';
    toast(
      product
        ? { title: 'Product Updated', description: `Your changes to "${saved.title}" are saved.${announced}` }
        : saved.draft
          ? { title: 'Draft Saved', description: DRAFT_SAVED(saved.title) }
          : { title: 'Product Created', description: `"${saved.title}" is now in the shop.${announced}` },
    );
    setSaving(false);
    onSaved(saved);
  };

  return { save, saving };
}
