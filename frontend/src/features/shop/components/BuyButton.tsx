import { Button } from '../../../components/button/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import type { ProductDto } from '../api';
import { actionLabel, buyPath } from '../lib/product-display';
import { isSoldOut } from '../lib/sold-out';
import { COMING_SOON, OWNED, ownedPlace, useProductStandings } from '../lib/product-standing';
import './buy-button.css';

// Buy Now / Enroll Now / Book Session (spec section 2): the checkout for this product alone, with
// its price as the amount, or its type's own way to buy (a membership's Join page); no call of its
// own (the checkout signs the visitor in when needed). A link that looks like a button: on a page
// the server rendered it works before the SPA has hydrated (a click on a plain button would be lost
// until then). What cannot be put in a checkout (the server refuses it too) says why instead: a
// physical product with no stock left "Sold out", one not sold yet "Coming soon", and one the
// customer owns "You own this", leading to it.
export function BuyButton({ product, block = false }: { product: ProductDto; block?: boolean }) {
  const standing = useProductStandings().standing(product.id);
  if (standing === 'owned') {
    const { to, label } = ownedPlace(product);
    return (
      <div className="buy-owned">
        <p className="buy-owned__note">
          {/* a check mark of its own: an antd icon would take a public page past its size budget */}
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6.2 11.3 3 8.1l1.1-1.1 2.1 2.1 5.7-5.7L13 4.5z" fill="currentColor" />
          </svg>{' '}
          {OWNED}
        </p>
        <ButtonLink to={to} size="large" block={block}>
          {label}
        </ButtonLink>
      </div>
    );
  }
  if (standing === 'comingSoon' || isSoldOut(product)) {
    return (
      <Button size="large" block={block} disabled>
        {standing === 'comingSoon' ? COMING_SOON : 'Sold out'}
      </Button>
    );
  }
  return (
    <ButtonLink to={buyPath(product)} type="primary" size="large" block={block}>
      {actionLabel(product.type)}
    </ButtonLink>
  );
}
