import { Tabs } from 'antd';
import { BroadcastsPanel } from './broadcasts/BroadcastsPanel';
import { LeadMagnetsPanel } from './lead-magnets/LeadMagnetsPanel';
import { PeoplePanel } from './people/PeoplePanel';
import { SegmentsPanel } from './segments/SegmentsPanel';
import { SequencesPanel } from './sequences/SequencesPanel';
import { SettingsPanel } from './settings/SettingsPanel';
import './automations-admin.css';

// the tab's own tabs, in order
const PANELS = [
  { key: 'people', label: 'People', Panel: PeoplePanel },
  { key: 'segments', label: 'Segments', Panel: SegmentsPanel },
  { key: 'sequences', label: 'Sequences', Panel: SequencesPanel },
  { key: 'broadcasts', label: 'Broadcasts', Panel: BroadcastsPanel },
  { key: 'lead-magnets', label: 'Lead magnets', Panel: LeadMagnetsPanel },
  { key: 'settings', label: 'Settings', Panel: SettingsPanel },
];

// The admin's 'Automations' tab: who the readers and buyers are (people, tags, segments) and the
// mail that follows them up (sequences, broadcasts, lead magnets). A panel renders when first
// opened, so each reads its lists only then.
export function AutomationsTab() {
  const items = PANELS.map(({ key, label, Panel }) => ({ key, label, children: <Panel /> }));
  return <Tabs className="automations-admin" items={items} />;
}
