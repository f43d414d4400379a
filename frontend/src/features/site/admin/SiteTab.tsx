import { Spin } from 'antd';
import { AlertsCard } from './AlertsCard';
import { useGetSiteSettingsQuery } from './api';
import { SiteImagesCard } from './SiteImagesCard';
import { SiteSettingsForm } from './SiteSettingsForm';
import './site-admin.css';

export const LOAD_FAILED = 'Failed to load the site settings. Please try again later.';

// Admin 'Site' tab: the owner's name, images, brand colour, contact details, social links and
// e-mail details, as GET /api/site serves them to every page; below them where alerts go.
export function SiteTab() {
  const { data: settings, isLoading, isError } = useGetSiteSettingsQuery();
  if (isLoading) return <Spin aria-label="Loading the site settings" />;
  if (isError || !settings) {
    return (
      <p className="status-message status-message--error" role="alert">
        {LOAD_FAILED}
      </p>
    );
  }
  // the form keeps what is typed while images are uploaded (they refresh `settings`)
  return (
    <>
      <SiteSettingsForm settings={settings} images={<SiteImagesCard settings={settings} />} />
      <AlertsCard />
    </>
  );
}
