import { useSite } from '../use-site';

// The owner's photo and name (home hero, About's founder block), each only when set; nothing when
// neither is.
export function OwnerFigure({ className }: { className: string }) {
  const { ownerName, ownerPhotoUrl } = useSite();
  if (!ownerName && !ownerPhotoUrl) return null;
  return (
    <figure className={className}>
      {/* uploaded photos are 600 × 600 squares */}
      {ownerPhotoUrl && (
        <img className={`${className}__photo`} src={ownerPhotoUrl} alt={ownerName ?? ''} width={600} height={600} />
      )}
      {ownerName && <figcaption className={`${className}__name`}>{ownerName}</figcaption>}
    </figure>
  );
}
