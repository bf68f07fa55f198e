import { Button, Center, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Infinity as InfinityIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LIFETIME_BUNDLE_PLAN } from './lifetimeBundle';
import { planFacts } from '@web/scenes/Pricing/pricingPlans';

/**
 * The lifetime bundle's thank-you page (spec §2 "a thank-you page for a lifetime bundle"), public
 * like /thank-you: what the pass gives, read from the plan table, and where to start.
 */
export function LifetimeThankYouScene() {
  useEffect(() => {
    document.title = 'Thank you for the Lifetime Bundle Pass · Longform';
  }, []);
  return (
    <Center mih="80dvh" p="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <Stack align="center" ta="center">
          <InfinityIcon size={40} aria-hidden />
          <Title order={1}>Welcome to the {LIFETIME_BUNDLE_PLAN.displayName}</Title>
          <Text>
            You paid once and keep it for life. Once your purchase is confirmed, your dashboard shows the pass, and your credits
            start again every month, with no renewal to pay.
          </Text>
          <Stack gap={4} ta="left" w="100%">
            <Text fw={600}>What the pass gives you</Text>
            <List size="sm" spacing={4}>
              {planFacts(LIFETIME_BUNDLE_PLAN).map((fact) => (
                <List.Item key={fact}>{fact}</List.Item>
              ))}
            </List>
          </Stack>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/dashboard">
              Go to the dashboard
            </Button>
            <Button component={Link} to="/account/team" variant="default">
              Invite your team
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
