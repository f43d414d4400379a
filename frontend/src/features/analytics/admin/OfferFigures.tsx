import { Card } from 'antd';
import type { AnalyticsSummaryDto } from './api';
import { figureText } from './figures';

// "Order bumps and upsells": of the orders paid in the period, how many took the offer they were
// shown, and what the offers brought (their revenue is in Revenue too).
export function OfferFigures({ summary }: { summary: AnalyticsSummaryDto | undefined }) {
  const offers = summary?.offers;
  if (!offers || (!offers.bumpsOffered && !offers.upsellsOffered)) return null;
  const line = (name: string, taken: number, offered: number, rate: number, cents: number) =>
    `${name}: ${taken} of ${offered} taken (${figureText(rate, 'rate')}), ${figureText(cents, 'cents')}`;
  return (
    <Card size="small" title="Order bumps and upsells" className="analytics-offers">
      <p>{line('Order bumps', offers.bumpsTaken, offers.bumpsOffered, offers.bumpRate, offers.bumpRevenueCents)}</p>
      <p>{line('Upsells', offers.upsellsTaken, offers.upsellsOffered, offers.upsellRate, offers.upsellRevenueCents)}</p>
    </Card>
  );
}
