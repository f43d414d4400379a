import { CreditCardOutlined } from '@ant-design/icons';
import type { MyMembershipDto } from '../api';
import { UpdateCard } from './UpdateCard';

// The card renewals are charged to ('Visa ending in 4242'), and the way to another one.
export function CardOnFile({ card, withUpdate }: { card: MyMembershipDto['card']; withUpdate: boolean }) {
  return (
    <div className="membership-card">
      <span>
        <CreditCardOutlined aria-hidden /> {card ? `${card.brand} ending in ${card.last4}` : 'No card on file'}
      </span>
      {withUpdate && <UpdateCard />}
    </div>
  );
}
