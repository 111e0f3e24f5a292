/**
 * The seller's catalogue: list, form, detail and product status. Pages, app/ and other features
 * reach the products feature only through this file (decision 013).
 */
export * from './api.ts';
export { CreateProductDialog, NewProductForm } from './create-product-dialog.tsx';
export { DeleteProductButton } from './delete-product-button.tsx';
export { PopularProducts } from './popular-products.tsx';
export { ProductDetails } from './product-details.tsx';
export { emptyProductValues, productValuesOf } from './product-form-schema.ts';
export { ProductForm } from './product-form.tsx';
export { ProductList } from './product-list.tsx';
export {
  BackToProducts,
  ProductLoadError,
  ProductNotFound,
  ProductPageSkeleton,
  isNotFound,
} from './product-page-parts.tsx';
export { ProductStatusBadge } from './product-status-badge.tsx';
export { isProductStatus, productStatusDisplay } from './product-status.ts';
