import { blankToNull, defineCheckoutStep, type ProductTypeScreens } from '../shop';
import { DurationField } from './admin/DurationField';
import { ChooseSessionStep, HeldSessionStep } from './components/SessionStep';
import { UpcomingSessionsTab } from './components/UpcomingSessionsTab';

// A consultation's screens: its duration in the product manager, its time at the checkout (held
// while the customer pays), and Account → Upcoming sessions.
export const consultationScreens: ProductTypeScreens = {
  form: { Figure: DurationField, payload: (values) => ({ duration: blankToNull(values.duration) }) },
  checkout: defineCheckoutStep({ Choose: ChooseSessionStep, Chosen: HeldSessionStep }),
  accountTab: { key: 'sessions', label: 'Upcoming sessions', Tab: UpcomingSessionsTab },
};
