import { Alert } from 'antd';
import { useState } from 'react';
import { useListUpsellOffersQuery } from '../offers-api';
import { UpsellCard } from './UpsellCard';

// Above the account's orders: the one-click offers after the buyer's recent payments (each for 30
// minutes after it). Nothing while there is none, or when they cannot be read. An offer taken
// leaves the list as it is read again (the purchase is among the orders then), so what it said is
// kept here, where it outlives its card.
export function UpsellOffers() {
  const { data } = useListUpsellOffersQuery();
  const [added, setAdded] = useState<{ orderId: number; text: string }[]>([]);
  const addedTo = new Set(added.map((a) => a.orderId));
  const offers = (data?.offers ?? []).filter((offer) => !addedTo.has(offer.orderId));
  if (!offers.length && !added.length) return null;
  return (
    <section className="upsell-offers" aria-label="Special offers">
      {added.map(({ orderId, text }) => (
        <Alert key={orderId} type="success" showIcon title={text} className="upsell-card__said" />
      ))}
      {offers.map((offer) => (
        <UpsellCard
          key={offer.orderId}
          offer={offer}
          onAdded={(text) => setAdded((list) => [...list, { orderId: offer.orderId, text }])}
        />
      ))}
    </section>
  );
}
