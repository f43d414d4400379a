import { CloseOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { ProductDto, UpdateProductDto } from '../api';
import {
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadDigitalFileMutation,
  useUploadProductImagesMutation,
} from '../api';
import { TYPE_LABELS } from '../lib/product-display';
import type { ProductFormValues } from '../lib/product-form';
import {
  CATEGORY_REQUIRED,
  DESCRIPTION_TOO_SHORT,
  DIGITAL_ACCEPT,
  EMPTY_PRODUCT,
  formValuesOf,
  INVENTORY_MIN,
  isPrice,
  LOW_STOCK_MIN,
  MIN_DESCRIPTION_LENGTH,
  PRICE_FORMAT,
  PRICE_REQUIRED,
  productPayload,
  RATING_RANGE,
  SAVE_FAILED,
  TITLE_REQUIRED,
} from '../lib/product-form';

const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as ProductFormValues['type'][]).map((value) => ({
  value,
  label: TYPE_LABELS[value],
}));

const check = (ok: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    ok(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

interface ProductFormProps {
  // the product being edited; null creates a new one
  product: ProductDto | null;
  onSaved: (product: ProductDto) => void;
  onCancelEdit: () => void;
}

// Creates a product or edits one (spec sections 2, 3 and 5). Files are uploaded first; an upload
// that fails is skipped without a word (spec section 7) and the product is saved without it.
// Mount it with a new key to start over.
export function ProductForm({ product, onSaved, onCancelEdit }: ProductFormProps) {
  const ids = useId();
  const [form] = Form.useForm<ProductFormValues>();
  const type = Form.useWatch('type', form) ?? product?.type ?? 'digital';
  const [digitalFile, setDigitalFile] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [uploadDigital] = useUploadDigitalFileMutation();
  const [uploadImages] = useUploadProductImagesMutation();

  const uploads = async (): Promise<UpdateProductDto> => {
    const files: UpdateProductDto = {};
    if (type === 'digital' && digitalFile) {
      try {
        const { file } = await uploadDigital({ body: { file: digitalFile } }).unwrap();
        files.digitalFileUrl = file.path;
        files.digitalFileName = file.originalName;
      } catch {
        // skipped (spec section 7)
      }
    }
    if (images.length) {
      try {
        files.imageUrls = (await uploadImages({ body: { images } }).unwrap()).imageUrls;
      } catch {
        // skipped (spec section 7)
      }
    }
    return files;
  };

  const save = async (values: ProductFormValues) => {
    setSaving(true);
    let saved: ProductDto;
    try {
      const body = { ...productPayload(values), ...(await uploads()) };
      saved = product
        ? await updateProduct({ id: product.id, updateProductDto: body }).unwrap()
        : await createProduct({ createProductDto: body }).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, SAVE_FAILED), variant: 'destructive' });
      setSaving(false);
      return;
    }
    toast(
      product
        ? { title: 'Product Updated', description: `Your changes to "${saved.title}" are saved.` }
        : { title: 'Product Created', description: `"${saved.title}" is now in the shop.` },
    );
    setSaving(false);
    onSaved(saved);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => setDigitalFile(event.target.files?.[0] ?? null);
  const chooseImages = (event: ChangeEvent<HTMLInputElement>) => setImages([...(event.target.files ?? [])]);

  return (
    <Form
      form={form}
      name="product"
      layout="vertical"
      requiredMark={false}
      initialValues={product ? formValuesOf(product) : EMPTY_PRODUCT}
      onFinish={save}
      className="product-form"
    >
      {product && (
        <div className="product-form__editing" role="status">
          <span>
            <EditOutlined aria-hidden /> Editing: <strong>{product.title}</strong>
          </span>
          <Button icon={<CloseOutlined aria-hidden />} onClick={onCancelEdit}>
            Cancel
          </Button>
        </div>
      )}

      <div className="product-form__grid">
        <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: TITLE_REQUIRED }]}>
          <Input maxLength={200} placeholder="The Calm Leader Workbook" />
        </Form.Item>
        <Form.Item
          label="Category"
          name="category"
          rules={[{ required: true, whitespace: true, message: CATEGORY_REQUIRED }]}
        >
          <Input maxLength={60} placeholder="Leadership" />
        </Form.Item>
      </div>

      <Form.Item
        label="Description"
        name="description"
        rules={[check((v) => v.trim().length >= MIN_DESCRIPTION_LENGTH, DESCRIPTION_TOO_SHORT)]}
      >
        <Input.TextArea rows={4} maxLength={5000} placeholder="What the buyer gets, in a few sentences" />
      </Form.Item>

      <div className="product-form__grid">
        <Form.Item
          label="Price"
          name="price"
          rules={[
            { required: true, whitespace: true, message: PRICE_REQUIRED },
            check((v) => !v.trim() || isPrice(v), PRICE_FORMAT),
          ]}
        >
          <Input prefix="$" inputMode="decimal" maxLength={14} placeholder="49.99" />
        </Form.Item>
        <Form.Item label="Type" name="type">
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
      </div>

      <div className="product-form__grid">
        {type === 'digital' && (
          <Form.Item label="Downloads" name="downloads">
            <InputNumber min={0} precision={0} className="product-form__number" />
          </Form.Item>
        )}
        {type === 'course' && (
          <Form.Item label="Students" name="students">
            <InputNumber min={0} precision={0} className="product-form__number" />
          </Form.Item>
        )}
        {type === 'consultation' && (
          <Form.Item label="Duration" name="duration">
            <Input maxLength={60} placeholder="60 min" />
          </Form.Item>
        )}
        <Form.Item label="Rating" name="rating" rules={[{ type: 'number', min: 0, max: 5, message: RATING_RANGE }]}>
          <InputNumber min={0} max={5} step={0.1} className="product-form__number" />
        </Form.Item>
      </div>

      {type === 'physical' && (
        <fieldset className="product-form__physical">
          <legend>Shipping and stock</legend>
          <div className="product-form__grid">
            <Form.Item label="Weight" name="weight">
              <Input maxLength={40} placeholder="1.2 lb" />
            </Form.Item>
            <Form.Item label="Dimensions" name="dimensions">
              <Input maxLength={60} placeholder="9 x 6 x 1 in" />
            </Form.Item>
            <Form.Item label="Inventory" name="inventory" rules={[{ type: 'number', min: 0, message: INVENTORY_MIN }]}>
              <InputNumber precision={0} className="product-form__number" />
            </Form.Item>
            <Form.Item
              label="Low Stock Alert"
              name="lowStockAlert"
              rules={[{ type: 'number', min: 1, message: LOW_STOCK_MIN }]}
            >
              <InputNumber precision={0} className="product-form__number" />
            </Form.Item>
          </div>
          <Form.Item label="Requires Shipping" name="requiresShipping" valuePropName="checked">
            <Switch />
          </Form.Item>
        </fieldset>
      )}

      <div className="product-form__grid">
        <Form.Item label="SKU" name="sku">
          <Input maxLength={64} placeholder="CLW-001" />
        </Form.Item>
        <Form.Item label="Tags" name="tags" extra="Separate tags with commas">
          <Input placeholder="leadership, workbook" />
        </Form.Item>
      </div>

      <Form.Item label="Meta Description" name="metaDescription">
        <Input.TextArea rows={2} maxLength={300} placeholder="A sentence for search engines" />
      </Form.Item>

      {type === 'digital' && (
        <Form.Item
          label="Digital File"
          htmlFor={`${ids}-file`}
          extra={
            <>
              PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB, up to 50 MB.
              {product?.digitalFileName && !digitalFile && <> Current file: {product.digitalFileName}.</>}
            </>
          }
        >
          <input
            id={`${ids}-file`}
            type="file"
            accept={DIGITAL_ACCEPT}
            onChange={chooseFile}
            className="product-form__file"
          />
        </Form.Item>
      )}

      <Form.Item
        label="Images"
        htmlFor={`${ids}-images`}
        extra={
          product?.imageUrls.length
            ? `${product.imageUrls.length} current image(s); choosing new images replaces them.`
            : 'Any image type; several allowed. The first is the product image.'
        }
      >
        <input
          id={`${ids}-images`}
          type="file"
          accept="image/*"
          multiple
          onChange={chooseImages}
          className="product-form__file"
        />
      </Form.Item>

      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={saving}
        icon={product ? <SaveOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
      >
        {product ? 'Update Product' : 'Create Product'}
      </Button>
    </Form>
  );
}
