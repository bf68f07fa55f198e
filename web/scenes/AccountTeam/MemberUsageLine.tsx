import { Text } from '@mantine/core';
import type { TTeamMemberUsage } from '@core/api/teams';

/** A member's usage of the team's pool this month, in one line (credits as the server's exact text). */
export function MemberUsageLine({ usage }: { usage: TTeamMemberUsage | undefined }) {
  if (!usage) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="member-usage">
      This month: {usage.credits} credits · {usage.words.toLocaleString('en-US')} words · {usage.runs} {usage.runs === 1 ? 'run' : 'runs'}
    </Text>
  );
}
