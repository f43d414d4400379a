import { Button, Input } from 'antd';
import { useState } from 'react';
import type { CheckoutChoice, ChooseProps, ChosenProps } from '../..';

// A gift card's choice at the checkout: whom it is for.
export interface RecipientChoice extends CheckoutChoice {
  email: string;
}

// The checkout's step for a gift card: the recipient's e-mail.
export function ChooseRecipient({ product, onChosen }: ChooseProps<RecipientChoice, unknown>) {
  const [email, setEmail] = useState('');
  const choose = () => onChosen({ productId: product.id, key: email, paidNote: `A gift card for ${email}.`, email });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        choose();
      }}
    >
      <label htmlFor="gift-card-recipient">Recipient e-mail</label>
      <Input id="gift-card-recipient" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <Button htmlType="submit">Continue</Button>
    </form>
  );
}

// The recipient above the payment form, with the way back.
export function ChosenRecipient({ choice, onChange }: ChosenProps<RecipientChoice>) {
  return (
    <div role="group" aria-label={`Gift card for ${choice.email}`}>
      <p>For {choice.email}</p>
      <Button type="link" onClick={onChange}>
        Change recipient
      </Button>
    </div>
  );
}
