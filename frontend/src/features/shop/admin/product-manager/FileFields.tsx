import { Form } from 'antd';
import { useId } from 'react';
import type { ProductDto } from '../../api';
import { DIGITAL_ACCEPT } from '../../lib/product-form';
import type { ChosenFiles } from './use-save-product';

interface FileFieldsProps {
  // the product being edited, for what it already carries
  product: ProductDto | null;
  digital: boolean;
  chosen: ChosenFiles;
  onChange: (chosen: ChosenFiles) => void;
}

// The digital file (digital products) and the images: plain file inputs, uploaded on save.
export function FileFields({ product, digital, chosen, onChange }: FileFieldsProps) {
  const ids = useId();
  return (
    <>
      {digital && (
        <Form.Item
          label="Digital File"
          htmlFor={`${ids}-file`}
          extra={
            <>
              PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB, up to 50 MB.
              {product?.digitalFileName && !chosen.digitalFile && <> Current file: {product.digitalFileName}.</>}
            </>
          }
        >
          <input
            id={`${ids}-file`}
            type="file"
            accept={DIGITAL_ACCEPT}
            onChange={(event) => onChange({ ...chosen, digitalFile: event.target.files?.[0] ?? null })}
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
          onChange={(event) => onChange({ ...chosen, images: [...(event.target.files ?? [])] })}
          className="product-form__file"
        />
      </Form.Item>
    </>
  );
}
