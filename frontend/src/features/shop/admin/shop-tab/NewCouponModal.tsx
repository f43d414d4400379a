import { Form } from 'antd';
import { serverMessage } from '../../../../api/error-message';
import { refusedFields } from '../../../../api/refused-fields';
import { AdminFormModal } from '../../../../components/AdminFormModal';
import { toast } from '../../../../components/toast';
import type { ProductDto } from '../../api';
import { useCreateCouponMutation } from '../api';
import { CouponFields } from './CouponFields';
import { COUPON_FIELDS, CREATE_FAILED, CREATED_TITLE, type CouponFormValues, toCreateBody } from './coupon-form';

interface NewCouponModalProps {
  open: boolean;
  onClose: () => void;
  // the shop's products, for a code that is only for some of them
  products: ProductDto[];
}

// 'New Coupon': a code, a percentage or an amount off, and the limits the owner wants; what the
// API refuses shows on its field, and its sentence in a toast (a code taken: 409).
export function NewCouponModal({ open, onClose, products }: NewCouponModalProps) {
  const [form] = Form.useForm<CouponFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const [create, { isLoading }] = useCreateCouponMutation();

  const submit = async (values: CouponFormValues) => {
    try {
      const saved = await create({ createCouponDto: toCreateBody(values) }).unwrap();
      toast({ title: CREATED_TITLE, description: `${saved.code} can be used at checkout.` });
      onClose();
    } catch (error) {
      form.setFields(refusedFields(error, COUPON_FIELDS, 'code'));
      toast({ title: 'Coupon Not Created', description: serverMessage(error, CREATE_FAILED), variant: 'destructive' });
    }
  };

  return (
    <AdminFormModal
      title="New Coupon"
      okText="Create Coupon"
      open={open}
      onClose={onClose}
      busy={isLoading}
      form={form}
      name="new-coupon"
      initialValues={{ kind: 'percent' }}
      onFinish={submit}
      className="admin-coupon-form"
    >
      <CouponFields kind={kind} products={products} />
    </AdminFormModal>
  );
}
