/** The seller's products: list, one product, and the calls that change them (SPEC §7). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductStatus } from '../../../../common/enums.ts';
import type { ProductInput, ProductUpdate } from '../../../../common/schemas/back-office.ts';
import type { Product, ProductPage } from '../../../../common/contracts/products.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

export interface ProductListParams {
  q?: string;
  status?: ProductStatus;
  featured?: boolean;
  page?: number;
  pageSize?: number;
}

/** GET /api/products and /api/products/:id: one factory per endpoint (key, fetcher, result). */
export const productQueries = {
  /** Every list, whatever its filters: what a change to any product makes stale. */
  lists: () => [...queryRoots.products, 'list'] as const,
  list: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: () => apiRequest<ProductPage>('GET', withSearchParams('/api/products', params)),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...queryRoots.products, 'detail', id] as const,
      queryFn: () => apiRequest<Product>('GET', `/api/products/${id}`),
    }),
};

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productQueries.list(params),
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
  return useQuery({ ...productQueries.detail(id ?? 0), enabled: id !== undefined });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => apiRequest<Product>('POST', '/api/products', input),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQueries.detail(product.id).queryKey, product);
      await queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdate) =>
      apiRequest<Product>('PATCH', `/api/products/${id}`, input),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQueries.detail(product.id).queryKey, product);
      await queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}

export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/products/${id}`),
    onSuccess: async () => {
      // Marked stale without a refetch: the page showing it is about to leave, not to ask again.
      void queryClient.invalidateQueries({
        queryKey: productQueries.detail(id).queryKey,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: productQueries.lists() });
    },
  });
}

/** "12" → 12; anything that is not a positive integer → undefined. */
export function parseProductId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
