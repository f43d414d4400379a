import type { SiteSettingsDto } from './api';
import { SiteImageRow } from './SiteImageRow';
import { SiteSection } from './SiteSection';
import { SITE_IMAGES } from './site-images';

// The photo, logo and favicon: each uploaded or removed at once (the server resizes them), with a preview.
export function SiteImagesCard({ settings }: { settings: SiteSettingsDto }) {
  return (
    <SiteSection title="Images">
      <ul className="site-images">
        {SITE_IMAGES.map((image) => (
          <SiteImageRow key={image.kind} image={image} url={image.url(settings)} />
        ))}
      </ul>
    </SiteSection>
  );
}
