import { Tabs } from 'antd';
import { FiguresPanel } from './FiguresPanel';
import { MembersPanel } from './MembersPanel';
import { SettingsPanel } from './SettingsPanel';
import { TiersPanel } from './TiersPanel';
import './memberships-admin.css';

// the tab's own tabs, in order
const PANELS = [
  { key: 'tiers', label: 'Tiers', Panel: TiersPanel },
  { key: 'members', label: 'Members', Panel: MembersPanel },
  { key: 'figures', label: 'Figures', Panel: FiguresPanel },
  { key: 'settings', label: 'Settings', Panel: SettingsPanel },
];

// The admin's 'Memberships' tab: each tier's prices, trial and benefits, the members, the figures
// and the billing settings (with the offline billing clock).
export function MembershipsTab() {
  const items = PANELS.map(({ key, label, Panel }) => ({ key, label, children: <Panel /> }));
  return <Tabs className="memberships-admin" items={items} />;
}
