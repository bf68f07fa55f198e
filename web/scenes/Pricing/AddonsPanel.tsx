import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCredits } from '@core/api/users';
import type { TRuns } from '@core/api/users';
import { startAddonCheckout } from '@web/api/billing';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { AdminCommandDialog } from './AdminCommandDialog';
import { ADDONS, addonCommand, addonPacksFor, type TAddon } from './pricingPlans';

type TAddonUser = { uid: string; email: string; additionalCredits: number; additionalRuns: TRuns };
type TAddonsPanelProps = {
  hasAddons: boolean;
  user: TAddonUser;
  /** Stripe Checkout sells the packs (GET /api/app/config billing_enabled); otherwise the admin command. */
  billing: boolean;
};

function ownedText(addon: TAddon, user: TAddonUser): string {
  if (addon.id === 'credits') return `You have ${formatCredits(user.additionalCredits)} additional credits.`;
  return `You have ${user.additionalRuns[addon.id]} additional runs.`;
}

/** Additional credits and runs (spec §2 ?tab=addon); only the views that sell add-ons offer them. */
export function AddonsPanel({ hasAddons, user, billing }: TAddonsPanelProps) {
  const [explaining, setExplaining] = useState<TAddon | null>(null);
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  if (!hasAddons) {
    return (
      <Alert variant="light" title="No add-ons for your plan">
        Add-ons (additional credits and runs) come with the current plans: Premium, Team, Agency and Freelancer (April
        2024). Your plan does not offer them; choose one of those plans on the Plans tab to buy add-ons.
      </Alert>
    );
  }
  const buyPack = (packId: string) => {
    setCheckingOut(packId);
    startAddonCheckout(user.uid, packId)
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        setCheckingOut(null);
        showAlert(errorMessage(error), 'error');
      });
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ADDONS.map((addon) => (
          <Card key={addon.id} withBorder radius="md" padding="lg" component="article" aria-label={addon.title}>
            <Stack gap="sm" h="100%">
              <Title order={2} size="h4">
                {addon.title}
              </Title>
              <Text size="sm" style={{ flex: 1 }}>
                {addon.description}
              </Text>
              <Text size="sm" c="dimmed">
                {ownedText(addon, user)}
              </Text>
              {billing ? (
                addonPacksFor(addon.id).map(({ pack, price }) => (
                  <Group key={pack.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={500}>
                      {pack.displayName}
                    </Text>
                    <Button onClick={() => buyPack(pack.id)} loading={checkingOut === pack.id} aria-label={`Buy ${pack.displayName}`} style={{ flexShrink: 0 }}>
                      {`Buy · ${price}`}
                    </Button>
                  </Group>
                ))
              ) : (
                <Button onClick={() => setExplaining(addon)} aria-label={`Buy ${addon.title}`} fullWidth>
                  Buy
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {explaining ? (
        <AdminCommandDialog
          title="How to get add-ons"
          what={explaining.title.toLowerCase()}
          command={addonCommand(user.email, explaining.id)}
          note="The administrator replaces the last part with how many you get."
          onClose={() => setExplaining(null)}
        />
      ) : null}
    </Stack>
  );
}
