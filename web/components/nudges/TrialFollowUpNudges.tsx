import type { ReactNode } from 'react';
import { Anchor, Notification, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REVIEW_OFFER_DAYS, REVIEW_OFFER_PERCENT_OFF } from '@core/api/reviewOffer';
import type { TUser } from '@core/api/users';
import { TRIAL_EXTENSION_DAYS } from '@core/constants';
import { trialExtensionProgress } from './trialNudgeRules';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The trial-extended nudge: the extra week earned, or how close the user is to earning it (spec §4). */
export function TrialExtendedNudge({ user, onClose }: { user: TUser; onClose: () => void }) {
  if (user.freeTrialOfferExtended) {
    const ends = user.expiryDate ? ` It now ends on ${dateFormat.format(new Date(user.expiryDate))}.` : '';
    return (
      <Notification title="Your trial is extended" onClose={onClose} withBorder role="status">
        {`You earned ${TRIAL_EXTENSION_DAYS} more days of your free trial.${ends}`}
      </Notification>
    );
  }
  const progress = trialExtensionProgress(user);
  return (
    <Notification title={`Earn ${TRIAL_EXTENSION_DAYS} more days free`} onClose={onClose} withBorder role="status">
      <Text size="sm">
        {`Write ${progress.articles.needed} articles, run ${progress.optimizations.needed} optimisations or use ${progress.credits.needed} credits, and your trial is extended by a week.`}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {`So far: ${progress.articles.used} of ${progress.articles.needed} articles, ${progress.optimizations.used} of ${progress.optimizations.needed} optimisations, ${Math.round(progress.credits.used * 10) / 10} of ${progress.credits.needed} credits.`}
      </Text>
    </Notification>
  );
}

/** The extra-week nudge: the review offer (a week free and a coupon), claimed on the pricing page. */
export function ExtraWeekNudge({ onClose }: { onClose: () => void }) {
  return (
    <Notification title="Another week, on us" onClose={onClose} withBorder role="status">
      <Text size="sm">
        {`Review Longform and get ${REVIEW_OFFER_DAYS} days free plus ${REVIEW_OFFER_PERCENT_OFF}% off a plan. `}
        <Anchor component={Link} to="/pricing" onClick={onClose}>
          Claim the offer
        </Anchor>
      </Text>
    </Notification>
  );
}

/** The follow-up nudges, stacked in the top-right corner. */
export function FollowUpStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" pos="fixed" top={16} right={16} w={360} maw="calc(100vw - 32px)" style={{ zIndex: 210 }} aria-label="Trial tips">
      {children}
    </Stack>
  );
}
