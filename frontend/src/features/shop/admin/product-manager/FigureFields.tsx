import { Form } from 'antd';
import type { ProductTypeForm } from '../../product-types/product-type';
import { CountedField } from './CountedField';

// the buyers' reviews' average, or none yet
function RatingOutput({ id, value }: { id?: string; value?: number | null }) {
  return (
    <output id={id} className="product-form__count">
      {value ?? 'No reviews yet'}
    </output>
  );
}

// The figure the type shows on its card (downloads and students, which the server counts, or a
// field of its own: a duration), and the rating (the server's).
export function FigureFields({ form: { counted, Figure } }: { form: ProductTypeForm }) {
  return (
    <div className="product-form__grid">
      {counted && <CountedField {...counted} />}
      {Figure && <Figure />}
      <Form.Item label="Rating" name="rating" extra="The average of the buyers’ reviews">
        <RatingOutput />
      </Form.Item>
    </div>
  );
}
