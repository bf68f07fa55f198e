import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';

/** The public thank-you page a purchase returns to (spec §2). */
export function ThankYouScene() {
  useEffect(() => {
    document.title = 'Thank you · Longform';
  }, []);
  return (
    <Center mih="80dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack align="center" ta="center">
          <PartyPopper size={40} aria-hidden />
          <Title order={1}>Thank you</Title>
          <Text>
            Thanks for choosing Longform. Once your purchase is confirmed, your dashboard shows your plan, your credits and
            when your plan renews.
          </Text>
          <Button component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
