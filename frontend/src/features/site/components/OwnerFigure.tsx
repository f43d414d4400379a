import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { useSite } from '../use-site';

// uploaded photos are 600 × 600 squares (backend modules/site/site-image.ts)
const PHOTO_SIZE = { width: 600, height: 600 };

// The owner's photo and name (home hero, About's founder block), each only when set; nothing when
// neither is.
export function OwnerFigure({ className }: { className: string }) {
  const { ownerName, ownerPhotoUrl } = useSite();
  if (!ownerName && !ownerPhotoUrl) return null;
  return (
    <figure className={className}>
      {ownerPhotoUrl && (
        <FramedImage
          src={ownerPhotoUrl}
          className={`${className}__photo`}
          sizes={IMAGE_SIZES.card}
          alt={ownerName ?? ''}
          loading="eager"
          size={PHOTO_SIZE}
        />
      )}
      {ownerName && <figcaption className={`${className}__name`}>{ownerName}</figcaption>}
    </figure>
  );
}
