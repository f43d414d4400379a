import { CouponsSection } from './CouponsSection';
import { ShopSettingsCard } from './ShopSettingsCard';
import './shop-tab.css';

// The admin dashboard's 'Shop' tab: the flat shipping rate, then the discount codes.
export function ShopTab() {
  return (
    <div className="admin-shop">
      <ShopSettingsCard />
      <CouponsSection />
    </div>
  );
}
