/** The seller's products: list, one product, and the calls that change them (SPEC §7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductStatus } from '../../../../common/enums.ts';
import type { ProductInput, ProductUpdate } from '../../../../common/schemas/back-office.ts';
import type { Page, Product } from '../../../../common/types.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const productsKey = ['/api/products'] as const;

export interface ProductListParams {
  q?: string;
  status?: ProductStatus;
  featured?: boolean;
  page?: number;
  pageSize?: number;
}

/** One product's key: its own path, so the default query function fetches it as it is. */
export function productKey(id: number) {
  return [`/api/products/${id}`] as const;
}

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery<Page<Product>>({
    queryKey: [...productsKey, params],
    enabled: options.enabled,
    // Keep the previous page on screen while the next one loads, instead of flashing skeletons.
    placeholderData: (previous) => previous,
  });
}

/** Featured products for the dashboard, or else the first ones (SPEC §2, §9). */
export function usePopularProducts(count: number) {
  const featured = useProducts({ featured: true, pageSize: count });
  const noneFeatured = featured.isSuccess && featured.data.items.length === 0;
  const first = useProducts({ pageSize: count }, { enabled: noneFeatured });
  const active = noneFeatured ? first : featured;
  return {
    products: active.data?.items ?? [],
    isLoading: featured.isPending || (noneFeatured && first.isPending),
    isError: active.isError,
  };
}

/** An invalid id (not a positive integer) never reaches the server. */
export function useProduct(id: number | undefined) {
  return useQuery<Product>({
    queryKey: productKey(id ?? 0),
    enabled: id !== undefined,
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => apiRequest<Product>('POST', '/api/products', input),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKey(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdate) =>
      apiRequest<Product>('PATCH', `/api/products/${id}`, input),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKey(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/products/${id}`),
    onSuccess: async () => {
      // Marked stale without a refetch: the page showing it is about to leave, not to ask again.
      void queryClient.invalidateQueries({ queryKey: productKey(id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

/** "12" → 12; anything that is not a positive integer → undefined. */
export function parseProductId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
