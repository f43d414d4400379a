import { Tabs } from 'antd';
import { FaqPanel } from './FaqPanel';
import { QuestionsPanel } from './QuestionsPanel';
import { RetentionCard } from './RetentionCard';
import { SummaryCards } from './SummaryCards';
import './assistant-admin.css';

// the tab's own tabs, in order
const PANELS = [
  { key: 'questions', label: 'Questions', Panel: QuestionsPanel },
  { key: 'faq', label: 'FAQ', Panel: FaqPanel },
  { key: 'settings', label: 'Settings', Panel: RetentionCard },
];

// The admin's 'Assistant' tab: how the site's assistant did lately, the questions visitors asked
// (those it could not answer first, each answerable with a FAQ entry), the FAQ, and how long
// conversations are kept. A panel renders when first opened, so each reads its lists only then.
export function AssistantTab() {
  const items = PANELS.map(({ key, label, Panel }) => ({ key, label, children: <Panel /> }));
  return (
    <div className="assistant-admin">
      <SummaryCards />
      <Tabs items={items} />
    </div>
  );
}
