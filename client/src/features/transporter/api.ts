/**
 * The transporter's calls (SPEC §7, §8): profile, the request board, moves, earnings, and
 * verification (issue 13): the documents sent, and the preview board shown until verified.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransporterProfileInput } from '../../../../common/schemas/delivery.ts';
import type { TransporterDocuments } from '../../../../common/schemas/admin.ts';
import type {
  DeliveryPreview,
  DeliveryRequest,
  TransporterSummary,
} from '../../../../common/contracts/deliveries.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import type { DeliveryMoveTarget } from './delivery-status.ts';

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

/** A failed fetch gives an empty list (SPEC §8). */
async function fetchDeliveryRequests(): Promise<DeliveryRequest[]> {
  try {
    return await apiRequest<DeliveryRequest[]>('GET', '/api/delivery-requests');
  } catch {
    return [];
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
  /** The board: pending requests and the transporter's own (empty when the fetch failed). */
  deliveryRequests: () =>
    queryOptions({
      queryKey: [...queryRoots.transporter, 'delivery-requests'] as const,
      queryFn: fetchDeliveryRequests,
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
};

const profileKey = transporterQueries.profile().queryKey;
const deliveryRequestsKey = transporterQueries.deliveryRequests().queryKey;
const deliveryPreviewKey = transporterQueries.deliveryPreview().queryKey;
const summaryKey = transporterQueries.summary().queryKey;

export function useTransporterProfile(enabled = true) {
  return useQuery({ ...transporterQueries.profile(), enabled });
}

/** Only once a profile exists (SPEC §7) and an operator has verified it (issue 13). */
export function useDeliveryRequests(enabled: boolean) {
  return useQuery({ ...transporterQueries.deliveryRequests(), enabled });
}

/** The preview board, for a transporter with a profile who is not verified (yet). */
export function useDeliveryPreview(enabled: boolean) {
  return useQuery({ ...transporterQueries.deliveryPreview(), enabled });
}

export function useTransporterSummary(enabled: boolean) {
  return useQuery({ ...transporterQueries.summary(), enabled });
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

/**
 * Accept, start or complete a request. A failure is only logged (SPEC §8); the board is fetched
 * again either way, so a request another transporter took shows as it really is.
 */
export function useMoveDeliveryRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DeliveryMoveTarget }) =>
      apiRequest<DeliveryRequest>('PATCH', `/api/delivery-requests/${id}`, { status }),
    onError: (error) => {
      console.error('Failed to update delivery request status', error);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryRequestsKey }),
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
