import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { CARD_RULES, type CardValues, digits, groupCardNumber } from './test-card';
import { PayButton } from './PayButton';
import './card-form.css';

export const TEST_PAYMENT_NOTICE = 'Test payment — no real card is charged';

export interface TestCardFormProps {
  // the button's words: 'Pay $49.99', 'Start free trial'
  label: string;
  processing: boolean;
  // the card's digits, once the number, expiry and CVC pass their rules
  onCard: (cardNumber: string) => void;
}

// The site's own card form for servers without Stripe keys (the offline payment provider): test
// card numbers only, nothing leaves for a card network. The checkout pays with it; a membership
// starts, or saves a new card, with it (features/memberships).
export function TestCardForm({ label, processing, onCard }: TestCardFormProps) {
  const [form] = Form.useForm<CardValues>();
  return (
    <Form
      form={form}
      name="test-card"
      layout="vertical"
      requiredMark={false}
      initialValues={{ cardNumber: '', expiry: '', cvc: '' }}
      onFinish={(values) => onCard(digits(values.cardNumber))}
      className="test-card-form"
    >
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        className="test-card-form__notice"
        title={TEST_PAYMENT_NOTICE}
        description="Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC will do."
      />
      <Form.Item label="Card number" name="cardNumber" normalize={groupCardNumber} rules={[CARD_RULES.cardNumber]}>
        <Input size="large" inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" maxLength={19} />
      </Form.Item>
      <div className="test-card-form__row">
        <Form.Item label="Expiry" name="expiry" rules={[CARD_RULES.expiry]}>
          <Input size="large" autoComplete="off" placeholder="MM / YY" maxLength={9} />
        </Form.Item>
        <Form.Item label="CVC" name="cvc" rules={[CARD_RULES.cvc]}>
          <Input size="large" inputMode="numeric" autoComplete="off" placeholder="123" maxLength={4} />
        </Form.Item>
      </div>
      <PayButton label={label} processing={processing} />
    </Form>
  );
}
