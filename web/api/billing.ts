import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBillingRedirect } from '@core/api/billing';
import { ZReviewOffer, type TReviewOffer } from '@core/api/reviewOffer';
import { apiJson } from './client';
import { userKey } from './users';

/** POST /api/billing/checkout: the Stripe Checkout page to send the browser to for this plan. */
export async function startCheckout(uid: string, planId: string, coupon?: string): Promise<string> {
  const body = await apiJson('/api/billing/checkout', ZBillingRedirect, {
    method: 'POST',
    body: { unique_id: uid, plan_id: planId, ...(coupon ? { coupon } : {}) },
  });
  return body.url;
}

/** POST /api/billing/checkout with addon_id: the Stripe Checkout page for one add-on pack (paid once). */
export async function startAddonCheckout(uid: string, addonId: string): Promise<string> {
  return (await apiJson('/api/billing/checkout', ZBillingRedirect, { method: 'POST', body: { unique_id: uid, addon_id: addonId } })).url;
}

/** POST /api/billing/portal: Stripe's page where a paying user manages their subscription. */
export async function openBillingPortal(uid: string): Promise<string> {
  return (await apiJson('/api/billing/portal', ZBillingRedirect, { method: 'POST', body: { unique_id: uid } })).url;
}

export const reviewOfferKey = (uid: string) => ['reviewOffer', uid] as const;

/** GET /api/review/offer: whether the review offer was claimed, and its coupon. */
export function useReviewOffer(uid: string) {
  return useQuery({
    queryKey: reviewOfferKey(uid),
    queryFn: () => apiJson('/api/review/offer', ZReviewOffer, { query: { unique_id: uid } }),
    staleTime: 60_000,
  });
}

/** POST /api/review/offer/claim: the week and the coupon; refreshes the user, whose expiry moved. */
export function useClaimReviewOffer(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewUrl: string): Promise<TReviewOffer> =>
      apiJson('/api/review/offer/claim', ZReviewOffer, { method: 'POST', body: { unique_id: uid, review_url: reviewUrl } }),
    onSuccess: async (offer) => {
      client.setQueryData(reviewOfferKey(uid), offer);
      await client.invalidateQueries({ queryKey: userKey(uid) });
    },
  });
}
