import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/icon/Icon';
import { GiftOutlined } from '../../../components/icon/icons';

// The Products page with nothing to show (none yet, or none of the filter's type).
export function ShopEmpty() {
  return (
    <div className="shop-empty">
      <Icon icon={GiftOutlined} className="shop-empty__icon" />
      <h2 className="shop-empty__title">New Products Coming Soon!</h2>
      <p>Guides, courses and coaching sessions are on their way.</p>
      <ButtonLink to="/contact" type="primary" size="large">
        Get Notified When Available
      </ButtonLink>
    </div>
  );
}
