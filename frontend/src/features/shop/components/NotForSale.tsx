import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import type { ProductDto } from '../api';
import { COMING_SOON, OWNED, ownedPlace, type ProductStanding } from '../lib/product-standing';
import { CheckoutStopped } from './CheckoutLayout';

// what the checkout shows for a product that cannot be bought: where an owned one is, or that it is coming soon
export function NotForSale({ product, standing }: { product: ProductDto; standing: ProductStanding }) {
  const place = ownedPlace(product);
  return (
    <CheckoutStopped>
      {standing === 'owned' ? (
        <Alert
          type="success"
          showIcon
          className="checkout-failure"
          title={`${OWNED}: ${product.title}`}
          description={
            <>
              There is no need to buy it again. <Link to={place.to}>{place.label}</Link>
            </>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          className="checkout-failure"
          title={`${COMING_SOON}: ${product.title}`}
          description="It cannot be bought yet."
        />
      )}
    </CheckoutStopped>
  );
}
