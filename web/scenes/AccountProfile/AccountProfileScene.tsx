import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useAccountProfile } from '@web/api/account';
import { PageFrame } from '@web/components/PageFrame';
import { AccountTabs } from '@web/scenes/Account/AccountTabs';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PlanAndUsage } from './PlanAndUsage';
import { ProfileSection } from './ProfileSection';
import { SubscriptionButtons } from './SubscriptionButtons';

/** /account/profile (spec §2): the person's details, plan and usage, subscription, password and account deletion. */
export function AccountProfileScene() {
  const profile = useAccountProfile();
  return (
    <PageFrame title="Profile" description="Your account details, plan and subscription.">
      <AccountTabs />
      {profile.isPending ? <Loader aria-label="Loading your profile" /> : null}
      {profile.isError ? <Alert color="red">{errorMessage(profile.error)}</Alert> : null}
      {profile.data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ProfileSection title="Your details">
              <NameForm name={profile.data.name} />
              <EmailForm email={profile.data.email} verified={profile.data.email_verified} />
            </ProfileSection>
            <ProfileSection title="Password">
              <PasswordForm allowed={profile.data.abilities.change_password} />
            </ProfileSection>
          </SimpleGrid>
          <ProfileSection title="Plan and usage">
            <PlanAndUsage profile={profile.data} />
          </ProfileSection>
          <ProfileSection title="Subscription">
            <SubscriptionButtons abilities={profile.data.abilities} />
          </ProfileSection>
          <ProfileSection title="Delete account" danger>
            <DeleteAccount email={profile.data.email} blockedReason={profile.data.delete_blocked_reason} />
          </ProfileSection>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
