import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TFactCheckFailure } from '@web/api/factcheck';

/** Why a check could not start, with the way to more runs when that is the reason; the page and the Facts tab show the same. */
export function CheckFailure({ failure, compact = false }: { failure: TFactCheckFailure | null; compact?: boolean }) {
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...(compact ? { p: 'xs' } : { mt: 'sm' })} data-testid="factcheck-error">
      <Text size="sm">{failure.message}</Text>
      {failure.plans ? (
        <Anchor component={Link} to="/pricing" size="sm">
          See the plans
        </Anchor>
      ) : null}
    </Alert>
  );
}
