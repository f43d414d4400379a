import { useDeferredValue } from 'react';
import type { UserDto } from '../../../api';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlTab } from '../../../hooks/use-url-tab';
import { ADMIN_SECTION_KEYS } from '../admin-sections';
import { AdminNav } from './AdminNav';
import { SectionScreen } from './SectionScreen';

// The dashboard: the sections' navigation beside the section named in ?tab={key} (admin-sections.ts),
// which the navigation's links change.
export function AdminDashboard({ user }: { user: UserDto }) {
  const [active] = useUrlTab(ADMIN_SECTION_KEYS);
  // a section whose screen is still loading: the one before stays on screen until it is in
  const shown = useDeferredValue(active);

  return (
    <div className="container page admin-page">
      <PageHeader
        title="Admin Dashboard"
        lead={`Signed in as ${user.firstName || user.email}. Manage your site here.`}
      />
      <div className="admin-layout">
        <AdminNav active={active} />
        <div className="admin-layout__section">
          <SectionScreen section={shown} user={user} />
        </div>
      </div>
    </div>
  );
}
