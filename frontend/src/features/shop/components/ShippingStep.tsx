import { Button, Spin } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { loginPathReturningTo } from '../../auth';
import { type ShippingAddressDto, useGetShippingAddressQuery } from '../api';
import { addressLines, EMPTY_ADDRESS } from '../lib/shipping';
import { ShippingAddressForm } from './ShippingAddressForm';

// The checkout's first step when something is shipped: the address, filled in with the one the
// customer used last. Signed out, they sign in first and come back here. The address is asked
// again on each visit, and only this visit's answer counts: the store may still hold the 401 of the
// visit before they signed in.
export function ShippingStep({ onDone }: { onDone: (address: ShippingAddressDto) => void }) {
  const { pathname, search } = useLocation();
  const saved = useGetShippingAddressQuery(undefined, { refetchOnMountOrArgChange: true });
  const [askedBefore] = useState(saved.requestId);
  const answered = saved.requestId !== askedBefore && !saved.isFetching;
  if (answered && (saved.error as ApiError | undefined)?.status === 401)
    return <Navigate to={loginPathReturningTo(pathname + search)} replace />;
  if (saved.isLoading || (saved.isError && !answered)) return <Spin aria-label="Loading your shipping address" />;
  return (
    <ShippingAddressForm
      initial={saved.data?.address ?? EMPTY_ADDRESS}
      submitLabel="Continue to Payment"
      onSubmit={onDone}
    />
  );
}

// Where the order goes, above the payment form, with a way back to the address.
export function ShipTo({ address, onChange }: { address: ShippingAddressDto; onChange: () => void }) {
  return (
    <div className="checkout-ship-to">
      <p className="checkout-ship-to__title">Ships to</p>
      <address className="checkout-ship-to__address">
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <Button type="link" onClick={onChange} className="checkout-ship-to__change">
        Change address
      </Button>
    </div>
  );
}
