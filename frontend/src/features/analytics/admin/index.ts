// The owner's analytics (antd): the Analytics tab and the Overview's visitors card, imported by the
// admin page alone, so the public pages never load them.
export { AnalyticsTab } from './AnalyticsTab';
export { VisitorsCard } from './VisitorsCard';
