import type { OrderShippingDto } from '../api';

// A tracking number, linked to the carrier's tracking page when the API knows the carrier.
export function TrackingNumber({ shipping }: { shipping: OrderShippingDto }) {
  if (!shipping.trackingUrl) return <>{shipping.trackingNumber}</>;
  return (
    <a href={shipping.trackingUrl} target="_blank" rel="noopener noreferrer">
      {shipping.trackingNumber}
    </a>
  );
}

// "Shipped Jun 3, 2025 at 3:45 PM by UPS, tracking number 1Z…" as the order card and its details say it
export function ShippedBy({ shipping, shippedOn }: { shipping: OrderShippingDto; shippedOn: string }) {
  return (
    <>
      Shipped {shippedOn} by {shipping.carrier}, tracking number <TrackingNumber shipping={shipping} />
    </>
  );
}
