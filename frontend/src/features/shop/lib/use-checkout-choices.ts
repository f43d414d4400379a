import { useState } from 'react';
import type { ProductDto } from '../api';
import type { CheckoutChoice } from '../product-types/checkout-step';
import { productType } from '../product-types/registry';

const stepTitle = (product: ProductDto) => productType(product.type)?.checkoutStep;

// What the basket's products ask before the payment (their type's checkout step: a consultation's
// time) and what was chosen for each: the checkout asks for the first one without a choice, and
// pays once each has one. `products` is undefined while the shop's products load.
export function useCheckoutChoices(products: ProductDto[] | undefined, productIds: number[]) {
  const [choices, setChoices] = useState<CheckoutChoice[]>([]);
  // each step's memory (a consultation's time zone), by product type
  const [memories, setMemories] = useState<Partial<Record<string, unknown>>>({});
  const asking = products
    ?.filter((p) => productIds.includes(p.id) && stepTitle(p))
    .sort((a, b) => productIds.indexOf(a.id) - productIds.indexOf(b.id));
  const choiceFor = (productId: number) => choices.find((c) => c.productId === productId);
  const chosen = (asking ?? []).flatMap(({ id, type }) => {
    const choice = choiceFor(id);
    return choice ? [{ choice, type }] : [];
  });
  const pending = asking?.find((p) => !choiceFor(p.id));
  return {
    // the product whose choice is still to make, the step's title and what the step keeps
    pending: pending && { product: pending, title: stepTitle(pending)!, memory: memories[pending.type] },
    // each choice made, with its product's type (whose screens show it)
    chosen,
    ready: asking !== undefined && chosen.length === asking.length,
    // the choices the payment is for: another choice is another payment
    key: chosen.map(({ choice }) => choice.key).join(','),
    remember: (type: string, memory: unknown) => setMemories((all) => ({ ...all, [type]: memory })),
    choose: (choice: CheckoutChoice) =>
      setChoices((all) => [...all.filter((c) => c.productId !== choice.productId), choice]),
    change: (choice: CheckoutChoice) => setChoices((all) => all.filter((c) => c !== choice)),
  };
}

export type CheckoutChoices = ReturnType<typeof useCheckoutChoices>;
