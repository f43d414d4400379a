import { Icon } from '../../../components/icon/Icon';
import { StarFilled } from '../../../components/icon/icons';

// A product's rating out of 5 (its buyers' reviews' average): stars for the eye, the figure and the
// number of reviews for everyone.
export function ProductRating({ rating, count }: { rating: number; count?: number }) {
  const full = Math.round(rating);
  const by = count ? ` by ${count} ${count === 1 ? 'buyer' : 'buyers'}` : '';
  return (
    // one image to a screen reader: a span may not carry a label without a role
    <span className="product-rating" role="img" aria-label={`Rated ${rating} out of 5${by}`}>
      <span className="product-rating__stars" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon icon={StarFilled} key={i} className={i < full ? 'is-on' : undefined} />
        ))}
      </span>
      <span aria-hidden="true">
        {rating}
        {count ? ` (${count})` : ''}
      </span>
    </span>
  );
}
