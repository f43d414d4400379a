import { Alert, Descriptions, Spin } from 'antd';
import { serverMessage } from '../../../api/error-message';
import type { MembershipChangePreviewDto, MyMembershipDto } from '../api';

export const PREVIEW_FAILED = 'What this change costs could not be worked out. Please try again.';

interface ChangePreviewProps {
  preview: { currentData?: MembershipChangePreviewDto; isFetching: boolean; error?: unknown };
  card: MyMembershipDto['card'];
}

// What the server says a change means, before it is made: what is charged now and to which card,
// the credit, the new price, and when it applies.
export function ChangePreview({ preview, card }: ChangePreviewProps) {
  if (preview.error) return <Alert type="warning" showIcon title={serverMessage(preview.error, PREVIEW_FAILED)} />;
  const data = preview.currentData;
  if (!data) return <Spin aria-label="Working out what the change costs" />;
  const to = card ? ` to your ${card.brand} ending in ${card.last4}` : '';
  const items = [
    { key: 'now', label: 'Charged now', children: data.amountNowCents > 0 ? `${data.amountNow}${to}` : 'Nothing' },
    ...(data.creditCents > 0
      ? [{ key: 'credit', label: 'Credit', children: `${data.credit}, taken off next charges` }]
      : []),
    { key: 'price', label: 'New price', children: data.newPrice },
  ];
  return (
    <section className="membership-preview" aria-label="What the change means">
      <Descriptions column={1} size="small" items={items} />
      <p>{data.effective}</p>
    </section>
  );
}
