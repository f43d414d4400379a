import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useConfirmOfflinePaymentMutation } from '../api';
import { PAYMENT_ERROR, PAYMENT_FAILED, UNEXPECTED_ERROR } from '../lib/checkout-params';
import { CARD_RULES, type CardValues, digits, groupCardNumber } from '../lib/test-card';
import { PayButton } from './PayButton';

export { EXPIRY_PAST } from '../lib/test-card';
export const TEST_PAYMENT_NOTICE = 'Test payment — no real card is charged';

interface OfflinePaymentFormProps {
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

// The site's own card form for servers without Stripe keys (the offline payment provider): test
// card numbers only, nothing leaves for a card network.
export function OfflinePaymentForm({ clientSecret, amount, onPaid }: OfflinePaymentFormProps) {
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
      <Form.Item label="Card number" name="cardNumber" normalize={groupCardNumber} rules={[CARD_RULES.cardNumber]}>
        <Input size="large" inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" maxLength={19} />
      </Form.Item>
      <div className="checkout-card-form__row">
        <Form.Item label="Expiry" name="expiry" rules={[CARD_RULES.expiry]}>
          <Input size="large" autoComplete="off" placeholder="MM / YY" maxLength={9} />
        </Form.Item>
        <Form.Item label="CVC" name="cvc" rules={[CARD_RULES.cvc]}>
          <Input size="large" inputMode="numeric" autoComplete="off" placeholder="123" maxLength={4} />
        </Form.Item>
      </div>
      <PayButton amount={amount} processing={processing} />
    </Form>
  );
}
