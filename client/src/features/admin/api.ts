/**
 * The operators' calls (/api/admin/*, issue 13): one query-options factory per read, one hook per
 * write. Every write makes the whole operator side stale (lists, details, the overview's figures
 * and the nav badges, the audit log, which each write adds a line to) and the marketplace, where a
 * hidden product or a suspended store disappears. Reading a contact message is the exception: it
 * is patched in place (useUpdateContactMessage). A 404 or 409 answer refreshes as a write does.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminContactMessage,
  AdminDispute,
  AdminProduct,
  AdminReport,
  AdminStore,
  AdminStoreDetail,
  AdminTransporter,
  AuditEntry,
} from '../../../../common/contracts/admin.ts';
import type { Page } from '../../../../common/contracts/shared.ts';
import type { z } from 'zod';
import type {
  ADMIN_CONTACT_FILTERS,
  ADMIN_REPORT_FILTERS,
  ADMIN_STORE_FILTERS,
  ADMIN_TRANSPORTER_FILTERS,
  AdminContactMessageUpdate,
  AdminProductDecision,
  AdminReportDecision,
  AdminStoreDecision,
  adminTransporterDecisionSchema,
} from '../../../../common/schemas/admin.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';
import { overviewQuery } from './queue-counts.ts';

export type { AdminDispute };
export type TransporterFilter = (typeof ADMIN_TRANSPORTER_FILTERS)[number];
export type StoreFilter = (typeof ADMIN_STORE_FILTERS)[number];
export type ReportFilter = (typeof ADMIN_REPORT_FILTERS)[number];
export type ContactFilter = (typeof ADMIN_CONTACT_FILTERS)[number];
/** What a transporter decision sends: a verification needs no reason. */
export type TransporterDecisionInput = z.input<typeof adminTransporterDecisionSchema>;

interface ListParams<Filter extends string> {
  status: Filter;
  q?: string;
  page: number;
}

const root = queryRoots.admin;

/** GET /api/admin/…: key, fetcher and result of each. */
export const adminQueries = {
  overview: overviewQuery,
  transporters: (params: ListParams<TransporterFilter>) =>
    queryOptions({
      queryKey: [...root, 'transporters', params] as const,
      queryFn: () =>
        apiRequest<Page<AdminTransporter>>(
          'GET',
          withSearchParams('/api/admin/transporters', params),
        ),
    }),
  transporter: (id: number) =>
    queryOptions({
      queryKey: [...root, 'transporter', id] as const,
      queryFn: () => apiRequest<AdminTransporter>('GET', `/api/admin/transporters/${id}`),
    }),
  stores: (params: ListParams<StoreFilter>) =>
    queryOptions({
      queryKey: [...root, 'stores', params] as const,
      queryFn: () =>
        apiRequest<Page<AdminStore>>('GET', withSearchParams('/api/admin/stores', params)),
    }),
  store: (id: number) =>
    queryOptions({
      queryKey: [...root, 'store', id] as const,
      queryFn: () => apiRequest<AdminStoreDetail>('GET', `/api/admin/stores/${id}`),
    }),
  reports: (params: ListParams<ReportFilter>) =>
    queryOptions({
      queryKey: [...root, 'reports', params] as const,
      queryFn: () =>
        apiRequest<Page<AdminReport>>('GET', withSearchParams('/api/admin/reports', params)),
    }),
  inbox: (params: ListParams<ContactFilter>) =>
    queryOptions({
      queryKey: [...root, 'inbox', params] as const,
      queryFn: () =>
        apiRequest<Page<AdminContactMessage>>(
          'GET',
          withSearchParams('/api/admin/contact-messages', params),
        ),
    }),
  disputes: (page: number) =>
    queryOptions({
      queryKey: [...root, 'disputes', page] as const,
      queryFn: () =>
        apiRequest<Page<AdminDispute>>('GET', withSearchParams('/api/admin/disputes', { page })),
    }),
  auditLog: (page: number) =>
    queryOptions({
      queryKey: [...root, 'audit-log', page] as const,
      queryFn: () =>
        apiRequest<Page<AuditEntry>>('GET', withSearchParams('/api/admin/audit-log', { page })),
    }),
};

/**
 * The overview refetches whenever a screen shows it: sellers, buyers and transporters change its
 * figures all the time, and the nav badges come from it.
 */
export function useAdminOverview(enabled = true) {
  return useQuery({ ...adminQueries.overview(), enabled, refetchOnMount: 'always' });
}

/** A list keeps its rows on screen while the next page or filter loads. */
const listOptions = { placeholderData: keepPreviousData, refetchOnMount: 'always' } as const;

export function useAdminTransporters(params: ListParams<TransporterFilter>) {
  return useQuery({ ...adminQueries.transporters(params), ...listOptions });
}

/**
 * A detail page asks again each time it is opened: the transporter may have sent documents, the
 * seller added products, a visitor a report, another operator decided since it was last seen.
 */
const detailOptions = { refetchOnMount: 'always' } as const;

/** id 0 stands for a malformed id in the address: nothing to ask for. */
export function useAdminTransporter(id: number) {
  return useQuery({ ...adminQueries.transporter(id), ...detailOptions, enabled: id > 0 });
}

export function useAdminStores(params: ListParams<StoreFilter>) {
  return useQuery({ ...adminQueries.stores(params), ...listOptions });
}

export function useAdminStore(id: number) {
  return useQuery({ ...adminQueries.store(id), ...detailOptions, enabled: id > 0 });
}

export function useAdminReports(params: ListParams<ReportFilter>) {
  return useQuery({ ...adminQueries.reports(params), ...listOptions });
}

export function useAdminInbox(params: ListParams<ContactFilter>) {
  return useQuery({ ...adminQueries.inbox(params), ...listOptions });
}

export function useAdminDisputes(page: number) {
  return useQuery({ ...adminQueries.disputes(page), ...listOptions });
}

export function useAuditLog(page: number) {
  return useQuery({ ...adminQueries.auditLog(page), ...listOptions });
}

/** After any operator write: everything operators see, and the marketplace. */
function useRefreshAfterAdminWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: root });
    void queryClient.invalidateQueries({ queryKey: queryRoots.marketplace });
  };
}

/**
 * A 404 or 409 answer means the screen is stale (another operator decided, the item is gone):
 * ask again, so that the buttons which no longer apply disappear.
 */
export function isStaleAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

/** The mutations' onError: refresh after a stale answer, as after a write. */
function useRefreshWhenStale() {
  const refresh = useRefreshAfterAdminWrite();
  return (error: unknown) => {
    if (isStaleAnswer(error)) refresh();
  };
}

/**
 * The decision names the documents it was made on (documentsSubmittedAt); a 409 because the
 * transporter has sent others since (or another operator decided) refreshes the page, so the new
 * documents and the decisions that still apply show while the error toast explains.
 */
export function useDecideTransporter(id: number) {
  const refresh = useRefreshAfterAdminWrite();
  const refreshWhenStale = useRefreshWhenStale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TransporterDecisionInput) =>
      apiRequest<AdminTransporter>('PATCH', `/api/admin/transporters/${id}`, decision),
    onSuccess: (transporter) => {
      queryClient.setQueryData(adminQueries.transporter(id).queryKey, transporter);
      refresh();
    },
    onError: refreshWhenStale,
  });
}

export function useDecideStore(id: number) {
  const refresh = useRefreshAfterAdminWrite();
  const refreshWhenStale = useRefreshWhenStale();
  return useMutation({
    mutationFn: (decision: AdminStoreDecision) =>
      apiRequest<AdminStore>('PATCH', `/api/admin/stores/${id}`, decision),
    onSuccess: refresh,
    onError: refreshWhenStale,
  });
}

export function useDecideProduct(id: number) {
  const refresh = useRefreshAfterAdminWrite();
  const refreshWhenStale = useRefreshWhenStale();
  return useMutation({
    mutationFn: (decision: AdminProductDecision) =>
      apiRequest<AdminProduct>('PATCH', `/api/admin/products/${id}`, decision),
    onSuccess: refresh,
    onError: refreshWhenStale,
  });
}

export function useDismissReport(id: number) {
  const refresh = useRefreshAfterAdminWrite();
  const refreshWhenStale = useRefreshWhenStale();
  return useMutation({
    mutationFn: (decision: AdminReportDecision) =>
      apiRequest<AdminReport>('PATCH', `/api/admin/reports/${id}`, decision),
    onSuccess: refresh,
    onError: refreshWhenStale,
  });
}

/**
 * Reading a message (read true/false) changes it in place in every cached inbox page and only
 * refreshes the counts (overview, badges): refetching the list would take a just-opened message
 * out of the Unread filter while it is being read. Handling it is a decision like the others.
 */
export function useUpdateContactMessage(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterAdminWrite();
  const refreshWhenStale = useRefreshWhenStale();
  return useMutation({
    mutationFn: (update: AdminContactMessageUpdate) =>
      apiRequest<AdminContactMessage>('PATCH', `/api/admin/contact-messages/${id}`, update),
    onSuccess: (message, update) => {
      if (update.handled) {
        refresh();
        return;
      }
      queryClient.setQueriesData<Page<AdminContactMessage>>(
        { queryKey: [...root, 'inbox'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item.id === message.id ? message : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: adminQueries.overview().queryKey });
    },
    onError: refreshWhenStale,
  });
}
