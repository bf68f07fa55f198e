import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TPlan } from '@core/plans/planTypes';
import { planFacts, planPrice } from './pricingPlans';

/** One plan: name, price, what it gives; marked when it is the user's plan; Buy when it is on offer. */
export function PlanCard({ plan, current, onBuy, buying = false }: { plan: TPlan; current: boolean; onBuy?: () => void; buying?: boolean }) {
  const price = planPrice(plan);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={plan.displayName}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4">
            {plan.displayName}
          </Title>
          {current ? (
            <Badge variant="filled" style={{ flexShrink: 0 }}>
              Current plan
            </Badge>
          ) : null}
        </Group>
        <div>
          <Text span fw={700} fz={28} lh={1.1}>
            {price.amount}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            {price.period}
          </Text>
        </div>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {planFacts(plan).map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
        {onBuy ? (
          <Button onClick={onBuy} loading={buying} variant={current ? 'default' : 'filled'} aria-label={`Buy ${plan.displayName}`} fullWidth>
            Buy
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
