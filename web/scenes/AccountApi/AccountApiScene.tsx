import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { TApiTokenCreatedResponse } from '@core/api/apiTokens';
import { errorMessage } from '@web/api/client';
import { useApiTokens } from '@web/api/apiTokens';
import { PageFrame } from '@web/components/PageFrame';
import { ApiUsageHelp } from './ApiUsageHelp';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenReveal } from './NewTokenReveal';
import { TokenList } from './TokenList';
import { AccountTabs } from '@web/scenes/Account/AccountTabs';

const DESCRIPTION = 'Personal API tokens let your scripts use Longform as you. Create one per script, and revoke it when the script no longer needs it.';

/** /account/api: create a token (shown once), see when each was last used, revoke one. */
export function AccountApiScene() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<TApiTokenCreatedResponse | null>(null);
  return (
    <PageFrame title="API" description={DESCRIPTION}>
      <AccountTabs />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            New token
          </Title>
          {created ? <NewTokenReveal created={created} onDone={() => setCreated(null)} /> : null}
          {tokens.data ? <CreateTokenForm refusal={tokens.data.create_refusal} onCreated={setCreated} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your tokens
          </Title>
          {tokens.isPending ? <Loader size="sm" /> : null}
          {tokens.error ? <Alert color="red">{errorMessage(tokens.error)}</Alert> : null}
          {tokens.data ? <TokenList tokens={tokens.data.tokens} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Using a token
          </Title>
          <ApiUsageHelp />
        </Stack>
      </Paper>
    </PageFrame>
  );
}
