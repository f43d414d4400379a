import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useAcceptUpsellOfferMutation, useDeclineUpsellOfferMutation, type UpsellOfferDto } from '../offers-api';

export const UPSELL_FAILED = 'The offer could not be added. Please try again.';

// The one-click offer after a paid order: "Yes, add it — $X" charges the card the order was paid
// with (once, however often it is clicked); "No thanks" ends it. A decline says why, and nothing is
// added.
// (`onAdded`: the purchase went through, with what to say of it: the list keeps it, as the card
// leaves with the offer)
export function UpsellCard({ offer, onAdded }: { offer: UpsellOfferDto; onAdded: (said: string) => void }) {
  const [accept, accepting] = useAcceptUpsellOfferMutation();
  const [decline, declining] = useDeclineUpsellOfferMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = accepting.isLoading || declining.isLoading;

  const onAccept = () =>
    accept({ orderId: offer.orderId })
      .unwrap()
      .then((done) => onAdded(done.message))
      .catch((error: unknown) => setRefusal(errorMessage(error, UPSELL_FAILED)));

  return (
    <Card className="upsell-card" title={offer.headline} aria-label={`Offer: ${offer.title}`}>
      <p>
        <strong>{offer.title}</strong> for <strong>{offer.price}</strong>
        {offer.regularPrice !== offer.price && <s className="checkout-bump__regular"> {offer.regularPrice}</s>}, charged
        to the card you just paid with.
      </p>
      {offer.text && <p>{offer.text}</p>}
      {refusal && <Alert type="error" showIcon title={refusal} className="upsell-card__said" />}
      <Space wrap>
        <Button type="primary" loading={accepting.isLoading} disabled={busy} onClick={() => void onAccept()}>
          Yes, add it — {offer.price}
        </Button>
        <Button disabled={busy} onClick={() => void decline({ orderId: offer.orderId })}>
          No thanks
        </Button>
      </Space>
    </Card>
  );
}
