import { Icon } from '../../../components/icon/Icon';
import { StarFilled } from '../../../components/icon/icons';

// A product's rating out of 5: stars for the eye, the figure for everyone.
export function ProductRating({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    // one image to a screen reader: a span may not carry a label without a role
    <span className="product-rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className="product-rating__stars" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon icon={StarFilled} key={i} className={i < full ? 'is-on' : undefined} />
        ))}
      </span>
      <span aria-hidden="true">{rating}</span>
    </span>
  );
}
