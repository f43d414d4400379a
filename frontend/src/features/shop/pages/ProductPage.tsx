import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { LoadingThing, MissingThing } from '../../../components/ThingStates';
import { usePageTitle } from '../../site';
import { listedProduct, useGetProductQuery } from '../api';
import { ProductDetails } from '../components/ProductDetails';
import '../products.css';
import '../product-page.css';

export const PRODUCT_NOT_FOUND = 'Product not found.';
const LOAD_FAILED = 'Failed to load this product. Please try again later.';

// /products/{slug}: one product with its pictures, price, what the buyer gets and its Buy Now
// (rendered on the server too: backend modules/pages). Coming from the shop's list, it shows the
// product from the list at once while its own read confirms it.
export function ProductPage() {
  const { slug = '' } = useParams();
  const fromList = useAppSelector((state) => listedProduct(state, slug));
  const { data: fetched, isLoading, error } = useGetProductQuery({ product: slug });
  const product = fetched ?? (error ? undefined : fromList);
  usePageTitle(product?.title ?? 'Products');

  if (product) return <ProductDetails product={product} />;
  const back = { to: '/products', label: 'Back to Products' };
  if (isLoading) return <LoadingThing what="product" back={back} className="product-page" image />;
  // the server's rendering seeds null for a slug no product has; the API answers 404
  return (
    <MissingThing
      title="Professional Products"
      error={error}
      notFound={PRODUCT_NOT_FOUND}
      failed={LOAD_FAILED}
      back={back}
      className="product-page"
    />
  );
}
