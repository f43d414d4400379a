import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast';
import type { ProductDto, ProductPlanDto } from '../api';
import type { CheckoutChoice } from '../product-types/checkout-step';
import { productType } from '../product-types/registry';
import { ORDERS_PATH, PAYMENT_SUCCESS, PLANS_PATH } from './checkout-params';
import { laterPayments } from './plan-terms';
import { ownedPlace } from './product-standing';

// What a paid checkout does: the spec's message, with what each choice adds (when each session
// booked is) and, in instalments, the payments to come; then the product whose type opens once
// paid (a course), or the orders.
export function usePaid(
  products: ProductDto[] | undefined,
  productIds: number[],
  choices: CheckoutChoice[],
  plan: ProductPlanDto | null = null,
) {
  const navigate = useNavigate();
  const opening = products?.find((p) => productIds.includes(p.id) && productType(p.type)?.opensOncePaid);
  return useCallback(() => {
    const said = [PAYMENT_SUCCESS.description, ...choices.map((c) => c.paidNote)].join(' ');
    toast({ ...PAYMENT_SUCCESS, description: plan ? <PlanPaid said={said} plan={plan} navigate={navigate} /> : said });
    navigate(opening ? ownedPlace(opening).to : ORDERS_PATH);
  }, [navigate, choices, opening, plan]);
}

// The toasts sit outside the router: the link navigates with the checkout's own navigate.
function PlanPaid({ said, plan, navigate }: { said: string; plan: ProductPlanDto; navigate: NavigateFunction }) {
  return (
    <>
      {said} {laterPayments(plan)} follow: see{' '}
      <a
        href={PLANS_PATH}
        onClick={(event) => {
          event.preventDefault();
          void navigate(PLANS_PATH);
        }}
      >
        Payment plans
      </a>{' '}
      in your account.
    </>
  );
}
