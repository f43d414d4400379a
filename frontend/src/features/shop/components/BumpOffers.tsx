import { Checkbox } from 'antd';
import type { BumpOfferDto } from '../offers-api';

// The checkout's order bumps: a tick box each, "Add <title> for $X", with the owner's words; the
// server prices a ticked one (its own price, no coupon on it).
export function BumpOffers({
  bumps,
  ticked,
  onChange,
}: {
  bumps: BumpOfferDto[];
  ticked: number[];
  onChange: (ticked: number[]) => void;
}) {
  if (!bumps.length) return null;
  return (
    <div className="checkout-bumps" role="group" aria-label="Add to your order">
      {bumps.map((bump) => (
        <div key={bump.id} className="checkout-bump">
          <Checkbox
            checked={ticked.includes(bump.id)}
            onChange={(e) => onChange(e.target.checked ? [...ticked, bump.id] : ticked.filter((id) => id !== bump.id))}
          >
            <strong>
              Add {bump.title} for {bump.price}
            </strong>
            {bump.regularPrice !== bump.price && <s className="checkout-bump__regular"> {bump.regularPrice}</s>}
          </Checkbox>
          <p className="checkout-bump__headline">{bump.headline}</p>
          {bump.text && <p className="checkout-bump__text">{bump.text}</p>}
        </div>
      ))}
    </div>
  );
}
