// /product-manager, the router's lazy chunk (named after the page): the manager itself lives with
// the shop's owner screens.
export { ProductManagerPage } from '../admin/product-manager/ProductManagerPage';
