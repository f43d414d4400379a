import type { FormInstance } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../../api/error-message';
import { refusedFields } from '../../../../api/refused-fields';
import { toast } from '../../../../components/toast';
import type { ProductDto } from '../../api';
import { useCreateProductMutation, useUpdateProductMutation } from '../../api';
import type { ProductFormValues } from '../../lib/product-form';
import { productPayload, SAVE_FAILED } from '../../lib/product-form';
import { savedProductToast } from './saved-product-toast';
import { type ChosenFiles, useProductUploads } from './use-product-uploads';

export type { ChosenFiles };

// the fields whose refusal the server names, shown on them too
const NAMED_FIELDS = ['planInstalments', 'planTotal'] as const;

// Uploads the chosen files, then creates `product` (null) or updates it, and says so in a toast (a
// refusal too, its message on the field it names).
export function useSaveProduct(
  product: ProductDto | null,
  onSaved: (product: ProductDto) => void,
  form: FormInstance<ProductFormValues>,
) {
  const [saving, setSaving] = useState(false);
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const uploads = useProductUploads();

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
      form.setFields(refusedFields(error, NAMED_FIELDS));
      setSaving(false);
      return;
    }
    toast(savedProductToast(saved, product, values.notifyProductUpdates));
    setSaving(false);
    onSaved(saved);
  };

  return { save, saving };
}
