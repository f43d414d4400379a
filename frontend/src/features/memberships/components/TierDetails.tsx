import { CheckOutlined } from '@ant-design/icons';
import type { TierDto } from '../api';

// A tier as its join page shows it: its title, description and what a member gets.
export function TierDetails({ tier }: { tier: TierDto }) {
  return (
    <section className="join-tier" aria-labelledby="join-tier-title">
      <p className="join-tier__kicker">Membership</p>
      <h1 className="page-title" id="join-tier-title">
        {tier.title}
      </h1>
      <p className="join-tier__description">{tier.description}</p>
      {tier.benefits.length > 0 && (
        <>
          <h2 className="join-tier__heading">What members get</h2>
          <ul className="join-tier__benefits" aria-label="Benefits">
            {tier.benefits.map((benefit) => (
              <li key={benefit}>
                <CheckOutlined aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
