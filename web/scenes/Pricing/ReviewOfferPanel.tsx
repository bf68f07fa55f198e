import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Star } from 'lucide-react';
import { REVIEW_OFFER_DAYS, REVIEW_OFFER_PERCENT_OFF, type TReviewOffer } from '@core/api/reviewOffer';
import { withChunkTimeout } from '@web/routing/chunkTimeout';

const ReviewOfferDialog = lazy(() =>
  withChunkTimeout(import('@web/components/dialogs/ReviewOfferDialog')).then((module) => ({ default: module.ReviewOfferDialog })),
);

/** The way into the review offer from /pricing (opened at once by /pricing?offer=review): what it gives, and the user's coupon once claimed. */
export function ReviewOfferPanel({ uid, offer, initiallyOpen = false }: { uid: string; offer: TReviewOffer | undefined; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Review offer">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 240 }}>
          <Star size={24} aria-hidden />
          <Stack gap={2}>
            <Title order={2} size="h5">
              Left us a review?
            </Title>
            <Text size="sm" c="dimmed">
              {offer?.claimed
                ? `Your coupon ${offer.coupon_code} gives ${REVIEW_OFFER_PERCENT_OFF}% off${offer.coupon_redeemed ? ' (used)' : ''}.`
                : `Get ${REVIEW_OFFER_DAYS} days of free access and ${REVIEW_OFFER_PERCENT_OFF}% off your next plan.`}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {offer?.claimed ? 'View review offer' : 'Claim review offer'}
        </Button>
      </Group>
      {open ? (
        <Suspense fallback={null}>
          <ReviewOfferDialog uid={uid} offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
