/**
 * The transporter's calls (SPEC §7, §8): profile, the request board, moves, earnings, and
 * verification (issue 13): the documents sent, and the preview board shown until verified.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TransporterProfileInput } from '../../../../common/schemas/delivery.ts';
import type { TransporterDocuments } from '../../../../common/schemas/admin.ts';
import type {
  DeliveryBoard,
  DeliveryPreview,
  DeliveryRequest,
  TransporterSummary,
} from '../../../../common/contracts/deliveries.ts';
import type { CashHandover, CashOverview } from '../../../../common/contracts/cash.ts';
import type { DELIVERY_FAILURE_REASONS } from '../../../../common/enums.ts';
import type { BoardQuery } from '../../../../common/schemas/delivery.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { queryRoots, withSearchParams } from '../../lib/query-keys.ts';

export const PROFILE_FETCH_ERROR = 'Failed to fetch profile';

/** 404 means "no profile yet" (null); any other failure is 'Failed to fetch profile'. */
async function fetchProfile(): Promise<TransporterProfile | null> {
  try {
    return await apiRequest<TransporterProfile>('GET', '/api/transporter/profile');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new Error(PROFILE_FETCH_ERROR, { cause: error });
  }
}

/** GET /api/transporter/profile, /api/delivery-requests and /api/transporter/summary. */
export const transporterQueries = {
  /** The profile, or null when there is none yet. */
  profile: () =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'profile'] as const,
      queryFn: fetchProfile,
    }),
  /**
   * One tab of the board, a page at a time, with every tab's count under the same filters. A
   * failure shows as such (with a retry), no longer as an empty board.
   */
  deliveryRequests: (query: BoardQuery) =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'delivery-requests', query] as const,
      queryFn: () =>
        apiRequest<DeliveryBoard>('GET', withSearchParams('/api/delivery-requests', query)),
    }),
  /**
   * The board as an unverified transporter sees it: governorates, amount and dates only. The full
   * board answers 403 until an operator has verified the transporter.
   */
  deliveryPreview: () =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'delivery-preview'] as const,
      queryFn: () => apiRequest<DeliveryPreview[]>('GET', '/api/delivery-requests/preview'),
    }),
  summary: () =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'summary'] as const,
      queryFn: () => apiRequest<TransporterSummary>('GET', '/api/transporter/summary'),
    }),
  /** The cash held per store and the ledger with one store or all (issue 14). */
  cash: (params: { with?: number; page: number }) =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'cash', params] as const,
      queryFn: () =>
        apiRequest<CashOverview>('GET', withSearchParams('/api/transporter/cash', params)),
    }),
};

const profileKey = transporterQueries.profile().queryKey;
const deliveryRequestsKey = [...queryRoots.transporter, 'delivery-requests'] as const;
const deliveryPreviewKey = transporterQueries.deliveryPreview().queryKey;
const summaryKey = transporterQueries.summary().queryKey;
const cashKey = [...queryRoots.transporter, 'cash'] as const;

export function useTransporterProfile(enabled = true) {
  return useQuery({ ...transporterQueries.profile(), enabled });
}

/**
 * Only once a profile exists (SPEC §7) and an operator has verified it (issue 13). The rows stay
 * on screen while another tab, filter or page loads.
 */
export function useDeliveryRequests(query: BoardQuery, enabled: boolean) {
  return useQuery({
    ...transporterQueries.deliveryRequests(query),
    // Sellers post, release and confirm from their side; other transporters take requests.
    ...FOLLOW_MARKETPLACE,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The preview board, for a transporter with a profile who is not verified (yet). */
export function useDeliveryPreview(enabled: boolean) {
  return useQuery({ ...transporterQueries.deliveryPreview(), enabled });
}

export function useTransporterSummary(enabled: boolean) {
  return useQuery({ ...transporterQueries.summary(), ...FOLLOW_MARKETPLACE, enabled });
}

/** Creates the profile, or updates it when one exists; rates go as the strings typed. */
export function useSaveProfile(existing: TransporterProfile | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransporterProfileInput) =>
      existing
        ? apiRequest<TransporterProfile>('PATCH', `/api/transporters/${existing.id}`, input)
        : apiRequest<TransporterProfile>('POST', '/api/transporters', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // Availability decides which requests the board shows.
      void queryClient.invalidateQueries({ queryKey: deliveryRequestsKey });
      void queryClient.invalidateQueries({ queryKey: deliveryPreviewKey });
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}

export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/** What a transporter sends to move a request: completing takes the buyer's code, failing a reason. */
export type DeliveryMove =
  | { id: number; status: 'accepted' | 'in_progress' }
  | { id: number; status: 'completed'; code: string }
  | { id: number; status: 'failed'; reason: DeliveryFailureReason; note?: string | null };

/**
 * Accept, start, complete (with the code) or fail a request. The board, the summary and the cash
 * are fetched again whatever the answer: a wrong code counts an attempt even though it is an
 * error, and a request another transporter took shows as it really is. The caller shows the
 * failure (a toast, or the dialog's own message).
 */
export function useMoveDeliveryRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeliveryMove) =>
      apiRequest<DeliveryRequest>('PATCH', `/api/delivery-requests/${id}`, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryRequestsKey }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
        queryClient.invalidateQueries({ queryKey: cashKey }),
      ]);
    },
  });
}

/** POST /api/transporter/releases/seen: the notices of requests taken back are dismissed. */
export function useDismissReleases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/transporter/releases/seen'),
    onSuccess: () => {
      queryClient.setQueryData<TransporterSummary>(summaryKey, (summary) =>
        summary ? { ...summary, releases: [] } : summary,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: summaryKey }),
  });
}

export function useTransporterCash(params: { with?: number; page: number }) {
  // A seller confirms or disputes a hand-over from the other side.
  return useQuery({
    ...transporterQueries.cash(params),
    ...FOLLOW_MARKETPLACE,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/transporter/cash/handovers: "I handed the store this cash"; without an amount,
 * everything held and not yet declared. The balances, the ledger and the summary change.
 */
export function useDeclareHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { storeId: number; amount?: string }) =>
      apiRequest<CashHandover>('POST', '/api/transporter/cash/handovers', input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cashKey }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
      ]);
    },
  });
}

/**
 * POST /api/transporter/verification: the two uploaded documents, for an operator to check. The
 * answer is the profile, now pending with its documents: it replaces the cached one, so the card
 * says at once that they were sent.
 */
export function useSendVerificationDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: TransporterDocuments) =>
      apiRequest<TransporterProfile>('POST', '/api/transporter/verification', documents),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
    },
  });
}
