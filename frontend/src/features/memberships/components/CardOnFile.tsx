import { CreditCardOutlined } from '@ant-design/icons';
import type { MyMembershipDto } from '../api';
import { UpdateCardButton, type UpdatingCard } from './UpdateCard';

// The card renewals are charged to ('Visa ending in 4242'), and the way to another one (`updating`,
// unless the past due warning has it).
export function CardOnFile({ card, updating }: { card: MyMembershipDto['card']; updating?: UpdatingCard }) {
  return (
    <div className="membership-card">
      <span>
        <CreditCardOutlined aria-hidden /> {card ? `${card.brand} ending in ${card.last4}` : 'No card on file'}
      </span>
      {updating && <UpdateCardButton updating={updating} />}
    </div>
  );
}
