import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast';
import type { ProductDto } from '../api';
import type { CheckoutChoice } from '../product-types/checkout-step';
import { productType } from '../product-types/registry';
import { ORDERS_PATH, PAYMENT_SUCCESS } from './checkout-params';
import { ownedPlace } from './product-standing';

// What a paid checkout does: the spec's message, with what each choice adds (when each session
// booked is); then the product whose type opens once paid (a course), or the orders.
export function usePaid(products: ProductDto[] | undefined, productIds: number[], choices: CheckoutChoice[]) {
  const navigate = useNavigate();
  const opening = products?.find((p) => productIds.includes(p.id) && productType(p.type)?.opensOncePaid);
  return useCallback(() => {
    toast({
      ...PAYMENT_SUCCESS,
      description: [PAYMENT_SUCCESS.description, ...choices.map((c) => c.paidNote)].join(' '),
    });
    navigate(opening ? ownedPlace(opening).to : ORDERS_PATH);
  }, [navigate, choices, opening]);
}
