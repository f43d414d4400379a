import { Card, Spin } from 'antd';
import { Suspense } from 'react';
import type { CheckoutChoices } from '../lib/use-checkout-choices';
import { loadedScreens, useProductTypeScreens } from '../product-types/registry';

type Pending = NonNullable<CheckoutChoices['pending']>;

interface ChoiceStepProps {
  pending: Pending;
  choices: CheckoutChoices;
}

// The card of a type's checkout step ("Choose a time"), once the type's screens are loaded.
function StepCard({ pending, choices }: ChoiceStepProps) {
  const { product, title, memory } = pending;
  useProductTypeScreens([product.type]);
  const step = loadedScreens(product.type).checkout;
  return (
    <Card title={title} className="checkout-payment">
      {step && (
        <step.Choose
          product={product}
          memory={memory}
          onMemory={(kept) => choices.remember(product.type, kept)}
          onChosen={choices.choose}
        />
      )}
    </Card>
  );
}

// What the basket's next product asks before the payment (a consultation's time).
export function ChoiceStep(props: ChoiceStepProps) {
  return (
    <Suspense fallback={<Spin aria-label="Loading the checkout" />}>
      <StepCard {...props} />
    </Suspense>
  );
}
