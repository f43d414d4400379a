import { Alert, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { ALL_PRODUCTS, useListMembershipTiersForAdminQuery, useListProductsQuery } from './api';
import { TierForm } from './TierForm';

export const TIERS_FAILED = 'Failed to load the tiers. Please try again later.';
export const NO_TIERS = 'No membership products yet.';

// The tiers: every product of the membership type (archived ones too) with its tier's fields, each
// saved on its own. A tier's product (title, description, picture) is the product manager's.
export function TiersPanel() {
  const tiers = useListMembershipTiersForAdminQuery();
  // what a tier may include: the shop's products that are not tiers
  const products = (useListProductsQuery(ALL_PRODUCTS).data ?? []).filter(
    (product) => !tiers.data?.some((tier) => tier.productId === product.id),
  );
  let body;
  if (tiers.isLoading) body = <Spin aria-label="Loading the tiers" />;
  else if (tiers.isError || !tiers.data) body = <Alert type="error" showIcon title={TIERS_FAILED} />;
  else if (!tiers.data.length) body = <p className="memberships-admin__muted">{NO_TIERS}</p>;
  else body = tiers.data.map((tier) => <TierForm key={tier.productId} tier={tier} products={products} />);
  return (
    <div className="memberships-tiers">
      <p className="memberships-admin__muted">
        Each tier is a product of the Membership type: create it, and change its title, description and picture, in the{' '}
        <Link to="/product-manager">Product Manager</Link>. Its prices, trial and benefits are set here; nobody can join
        it until they are saved.
      </p>
      {body}
    </div>
  );
}
