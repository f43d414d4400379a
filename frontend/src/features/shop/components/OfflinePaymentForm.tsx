import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useConfirmOfflinePaymentMutation } from '../api';
import { PAYMENT_ERROR, PAYMENT_FAILED, UNEXPECTED_ERROR } from '../lib/checkout-params';
import { PayButton } from './PayButton';

export const TEST_PAYMENT_NOTICE = 'Test payment — no real card is charged';
export const CARD_NUMBER_INVALID = 'Please enter the 16 digits of the test card';
export const EXPIRY_INVALID = 'Please enter the expiry as MM / YY';
export const EXPIRY_PAST = 'This card has expired: please enter an expiry date in the future';
export const CVC_INVALID = 'Please enter the 3 or 4 digit CVC';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const digits = (value: string) => value.replace(/\D/g, '');
// "4242424242424242" → "4242 4242 4242 4242" as it is typed
const groupCardNumber = (value: string) =>
  digits(value ?? '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const optionalMatch = (pattern: RegExp, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    !value?.trim() || pattern.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/;

// MM / YY (or MM / YYYY) and not past: a card works to the end of its expiry month
const expiryRule = {
  validator: (_rule: unknown, value: string | undefined) => {
    if (!value?.trim()) return Promise.resolve();
    const match = EXPIRY.exec(value.trim());
    if (!match) return Promise.reject(new Error(EXPIRY_INVALID));
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const now = new Date();
    const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return past ? Promise.reject(new Error(EXPIRY_PAST)) : Promise.resolve();
  },
};

// The site's own card form for servers without Stripe keys (the offline payment provider): test
// card numbers only, nothing leaves for a card network.
export function OfflinePaymentForm({
  clientSecret,
  amount,
  onPaid,
}: {
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}) {
  const [form] = Form.useForm<CardValues>();
  const [confirm] = useConfirmOfflinePaymentMutation();
  const [processing, setProcessing] = useState(false);

  const pay = async (values: CardValues) => {
    setProcessing(true);
    try {
      const result = await confirm({
        offlineConfirmDto: { clientSecret, cardNumber: digits(values.cardNumber) },
      }).unwrap();
      if (result.status === 'succeeded') {
        onPaid();
        return;
      }
      toast({ title: PAYMENT_FAILED, description: result.message, variant: 'destructive' });
    } catch (error) {
      const message = serverMessage(error, '');
      toast(
        message
          ? { title: PAYMENT_FAILED, description: message, variant: 'destructive' }
          : { title: PAYMENT_ERROR, description: UNEXPECTED_ERROR, variant: 'destructive' },
      );
    }
    setProcessing(false);
  };

  return (
    <Form
      form={form}
      name="test-card"
      layout="vertical"
      requiredMark={false}
      initialValues={{ cardNumber: '', expiry: '', cvc: '' }}
      onFinish={pay}
      className="checkout-card-form"
    >
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        className="checkout-card-form__notice"
        title={TEST_PAYMENT_NOTICE}
        description="Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC will do."
      />
      <Form.Item
        label="Card number"
        name="cardNumber"
        normalize={groupCardNumber}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              digits(value ?? '').length === 16 ? Promise.resolve() : Promise.reject(new Error(CARD_NUMBER_INVALID)),
          },
        ]}
      >
        <Input size="large" inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" maxLength={19} />
      </Form.Item>
      <div className="checkout-card-form__row">
        <Form.Item label="Expiry" name="expiry" rules={[expiryRule]}>
          <Input size="large" autoComplete="off" placeholder="MM / YY" maxLength={9} />
        </Form.Item>
        <Form.Item label="CVC" name="cvc" rules={[optionalMatch(/^\d{3,4}$/, CVC_INVALID)]}>
          <Input size="large" inputMode="numeric" autoComplete="off" placeholder="123" maxLength={4} />
        </Form.Item>
      </div>
      <PayButton amount={amount} processing={processing} />
    </Form>
  );
}
