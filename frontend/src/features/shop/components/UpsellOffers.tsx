import { useListUpsellOffersQuery } from '../offers-api';
import { UpsellCard } from './UpsellCard';

// Above the account's orders: the one-click offers after the buyer's recent payments (each for 30
// minutes after it). Nothing while there is none, or when they cannot be read.
export function UpsellOffers() {
  const { data } = useListUpsellOffersQuery();
  if (!data?.offers.length) return null;
  return (
    <section className="upsell-offers" aria-label="Special offers">
      {data.offers.map((offer) => (
        <UpsellCard key={offer.orderId} offer={offer} />
      ))}
    </section>
  );
}
