import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { loginPathReturningTo } from '../../auth';
import { type ShippingAddressDto, useCreatePaymentIntentMutation } from '../api';

export const START_FAILED = 'The payment could not be started. Please try again in a moment.';

// what the payment is for besides the products: where to ship, a code, the session times held, and
// whether it is the first instalment of the product's plan
interface IntentExtras {
  address: ShippingAddressDto | null;
  coupon?: string;
  holds: string;
  plan: boolean;
  // the order bumps ticked (their offers' ids)
  bumps: number[];
}

// The checkout's payment intent, created once per amount, products and extras, once `ready`
// (StrictMode runs effects twice; the server stores a pending order per intent).
// 401 → sign in (spec section 6), and back to this very checkout afterwards.
export function usePaymentIntent(
  amount: number,
  productIds: number[],
  { address, coupon, holds, plan, bumps }: IntentExtras,
  ready: boolean,
) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const mounted = useRef(false);
  const key = `${amount}|${productIds.join(',')}|${JSON.stringify(address)}|${coupon ?? ''}|${holds}|${plan}|${bumps.join(',')}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // reads the latest amount, products and location without making them reasons to start again
  const start = useEffectEvent(() => {
    setClientSecret(null);
    setFailure(null);
    const extras = {
      ...(address && { shippingAddress: address }),
      ...(coupon && { couponCode: coupon }),
      ...(plan && { plan }),
      ...(bumps.length && { bumps }),
    };
    createIntent({ createPaymentIntentDto: { amount, productIds, ...extras } })
      .unwrap()
      .then((result) => {
        if (started.current === key) setClientSecret(result.clientSecret);
      })
      .catch((error: ApiError) => {
        if (!mounted.current || started.current !== key) return;
        if (error.status === 401) {
          navigate(loginPathReturningTo(pathname + search), { replace: true });
          return;
        }
        console.error('Payment intent failed:', error.message);
        setFailure(serverMessage(error, START_FAILED));
      });
  });

  // productIds is a new array each render: the key stands for the amount, the products and the extras
  useEffect(() => {
    if (!ready || started.current === key) return;
    started.current = key;
    start();
  }, [key, ready]);

  return { clientSecret, failure };
}
