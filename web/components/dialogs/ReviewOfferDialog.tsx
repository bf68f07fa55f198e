import { useState } from 'react';
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Check, Copy } from 'lucide-react';
import { REVIEW_OFFER_DAYS, REVIEW_OFFER_PERCENT_OFF, type TReviewOffer } from '@core/api/reviewOffer';
import { useClaimReviewOffer } from '@web/api/billing';
import { errorMessage } from '@web/api/client';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** What the claimed offer gave: the new end date, and the coupon with how it is used here. */
function ClaimedOffer({ offer }: { offer: TReviewOffer }) {
  const code = offer.coupon_code ?? '';
  return (
    <Stack gap="sm">
      <Text size="sm">
        {offer.expiry_date
          ? `Your week is added: your plan now runs until ${dateFormat.format(new Date(offer.expiry_date))}.`
          : 'Your plan has no end date, so there is no week to add; the coupon is yours.'}
      </Text>
      <Group wrap="nowrap" gap="xs">
        <Code fz="lg" aria-label="Coupon code" style={{ flex: 1 }}>
          {code}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="default" size="lg" onClick={copy} aria-label={copied ? 'Copied' : 'Copy coupon code'}>
                {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {offer.coupon_redeemed
          ? 'You have used this coupon.'
          : offer.checkout_applies
            ? `${REVIEW_OFFER_PERCENT_OFF}% off your next plan: the coupon is applied when you press Buy on this page.`
            : `${REVIEW_OFFER_PERCENT_OFF}% off your next plan: give this code to the administrator of this installation when you ask for a plan.`}
      </Text>
    </Stack>
  );
}

/**
 * The review offer (spec §4, §9): a user who left a review gives its link and gets a week more
 * and a 15% coupon, once. The server enforces once; this dialog shows the claim afterwards.
 */
export function ReviewOfferDialog({ uid, offer, onClose }: { uid: string; offer: TReviewOffer | undefined; onClose: () => void }) {
  const claim = useClaimReviewOffer(uid);
  const [reviewUrl, setReviewUrl] = useState('');
  const claimed = claim.data ?? (offer?.claimed ? offer : null);

  return (
    <Modal opened onClose={onClose} title="Review offer" centered size="lg">
      {claimed ? (
        <Stack>
          <Alert variant="light" color="green" title="Thank you for your review">
            Your offer is claimed.
          </Alert>
          <ClaimedOffer offer={claimed} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            claim.mutate(reviewUrl.trim());
          }}
        >
          <Stack>
            <Text size="sm">
              Thanks for reviewing Longform! Paste the link to your review and get {REVIEW_OFFER_DAYS} days of free access
              (your plan’s end date moves a week later) and a {REVIEW_OFFER_PERCENT_OFF}% off coupon for your next plan. The
              offer can be claimed once.
            </Text>
            <TextInput
              name="review_url"
              label="Link to your review"
              placeholder="https://"
              type="url"
              required
              value={reviewUrl}
              onChange={(event) => setReviewUrl(event.currentTarget.value)}
              error={claim.error ? errorMessage(claim.error) : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Not now
              </Button>
              <Button type="submit" loading={claim.isPending}>
                Claim offer
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
