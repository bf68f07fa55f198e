import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { LogIn } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { INTEGRATION_MESSAGES, type TIntegrationAbilities, type TIntegrationDetails, type TOAuthTarget } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useAuthorizeIntegration, useSaveToken } from '@web/api/signInIntegrations';
import { showAlert } from '@web/state/alerts';
import { ConnectionState } from './ConnectionState';
import { connectionFacts } from './connectionFacts';
import { DisconnectButton } from './DisconnectButton';
import { HubspotBlogPicker } from './HubspotBlogPicker';
import type { TIntegrationEntry } from './integrationCatalogue';
import { claimOAuthReturn, readOAuthReturn, withoutOAuthParams } from './oauthReturn';
import { WebflowMappingForm, WebflowTokenForm } from './WebflowSetup';

/** Whom the person signs in with, for the button ("Connect with Google" for Docs, Drive and Search Console). */
export const SIGN_IN_PROVIDERS: Record<TOAuthTarget, string> = {
  hubspot: 'HubSpot',
  webflow: 'Webflow',
  googledocs: 'Google',
  googledrive: 'Google',
  googlesearchconsole: 'Google',
};

/** Spec §8: HubSpot says "Error connecting with HubSpot" when no one is signed in; the others their connect failure. */
const noUserMessage = (target: TOAuthTarget) => (target === 'hubspot' ? INTEGRATION_MESSAGES.hubspot.noUser : INTEGRATION_MESSAGES[target].connectFailed);

/**
 * "Connect with <Provider>": asks the server for the provider's page (with a state bound to this
 * person) and goes there. Without the installation's app, the setup hint instead of a button.
 */
export function OAuthConnectButton({ uid, target, abilities, reconnect }: { uid: string; target: TOAuthTarget; abilities: TIntegrationAbilities; reconnect: boolean }) {
  const authorize = useAuthorizeIntegration(uid, target);
  const [error, setError] = useState<string | null>(null);
  const provider = SIGN_IN_PROVIDERS[target];
  if (!abilities.sign_in) {
    return (
      <Text size="sm" c="dimmed">
        {abilities.setup_hint ?? `Signing in with ${provider} is not set up on this server.`}
      </Text>
    );
  }

  async function go() {
    if (!uid) {
      showAlert(noUserMessage(target));
      return;
    }
    setError(null);
    try {
      const { url } = await authorize.mutateAsync();
      window.location.assign(url);
    } catch (failure) {
      showAlert(INTEGRATION_MESSAGES[target].connectFailed);
      setError(errorMessage(failure));
    }
  }

  return (
    <Stack gap={4}>
      <Button leftSection={<LogIn size={16} aria-hidden />} loading={authorize.isPending} onClick={() => void go()}>
        {reconnect ? `Reconnect with ${provider}` : `Connect with ${provider}`}
      </Button>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The provider sent the person back to /integrations/<target>?code&state (or ?error=access_denied):
 * the code is posted once (a mount effect may run twice), spec §8 says how it went, and the
 * sign-in's parameters leave the address so a reload posts nothing.
 */
function useOAuthReturn(uid: string, target: TOAuthTarget) {
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveToken(uid, target);
  const { mutate } = save;
  const { pathname, search } = location;

  useEffect(() => {
    const returned = readOAuthReturn(search);
    const key = returned?.kind === 'code' ? returned.state : returned ? `error:${search}` : null;
    if (!returned || !key || !claimOAuthReturn(key)) return;
    const messages = INTEGRATION_MESSAGES[target];
    // The refusal stays on screen through the history entry's state, the address loses the sign-in's parameters.
    const refusal = returned.kind === 'error' ? (returned.error === 'access_denied' ? `You did not allow Longform to use ${SIGN_IN_PROVIDERS[target]}.` : (returned.description ?? returned.error)) : null;
    navigate({ pathname, search: withoutOAuthParams(search) }, { replace: true, state: refusal ? { oauthFailure: refusal } : null });
    if (returned.kind === 'error') {
      showAlert(messages.connectFailed);
      return;
    }
    if (!uid) {
      showAlert(noUserMessage(target));
      return;
    }
    mutate(
      { code: returned.code, state: returned.state },
      {
        onSuccess: () => showAlert(messages.connected, 'success'),
        onError: () => showAlert(messages.connectFailed),
      },
    );
  }, [search, pathname, uid, target, navigate, mutate]);

  const refusal = (location.state as { oauthFailure?: string } | null)?.oauthFailure ?? null;
  return { saving: save.isPending, failure: save.error ? errorMessage(save.error) : refusal };
}

/** /integrations/<target> of a sign-in integration: the connection, connect or reconnect, and what to choose after. */
export function OAuthPanel({ entry, target, details, uid }: { entry: TIntegrationEntry; target: TOAuthTarget; details: TIntegrationDetails; uid: string }) {
  const { saving, failure } = useOAuthReturn(uid, target);
  const abilities = details.abilities[target];
  if (!abilities.available) {
    return (
      <Alert color="gray" variant="light" title={`${entry.title} is not available on your account`}>
        Your plan or your account’s settings do not include it.{' '}
        <Anchor component={Link} to="/pricing">
          See the plans
        </Anchor>
        .
      </Alert>
    );
  }
  if (!abilities.configured) {
    return (
      <Alert color="gray" variant="light" title={`${entry.title} is not set up on this server`}>
        {abilities.setup_hint}
      </Alert>
    );
  }
  const facts = connectionFacts(details, target);
  const linked = facts.state !== 'not_connected';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Connection
          </Title>
          {saving ? <Text size="sm">Finishing the sign-in with {SIGN_IN_PROVIDERS[target]}…</Text> : <ConnectionState facts={facts} title={entry.title} />}
          {failure ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              <Text size="sm">{failure}</Text>
            </Alert>
          ) : null}
          {abilities.needs_approval ? (
            <Text size="sm" c="dimmed">
              Posts you publish here wait for your team admin’s approval.
            </Text>
          ) : null}
          {target === 'googlesearchconsole' && facts.state === 'connected' ? (
            <Anchor component={Link} to="/search-console" size="sm">
              Open the Search Console report
            </Anchor>
          ) : null}
          {abilities.manage && linked ? <DisconnectButton uid={uid} target={target} /> : null}
        </Stack>
      </Paper>
      {abilities.manage && facts.state === 'connected' && target === 'hubspot' && details.Hubspot ? <HubspotBlogPicker uid={uid} hubspot={details.Hubspot} /> : null}
      {abilities.manage && facts.state === 'connected' && target === 'webflow' && details.Webflow ? <WebflowMappingForm uid={uid} webflow={details.Webflow} /> : null}
      {abilities.manage ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {linked ? 'Reconnect' : `Connect ${entry.title}`}
            </Title>
            {abilities.sign_in || target !== 'webflow' ? <OAuthConnectButton uid={uid} target={target} abilities={abilities} reconnect={linked} /> : null}
            {target === 'webflow' ? <WebflowTokenForm uid={uid} reconnect={linked} withSignIn={abilities.sign_in} /> : null}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Your team admin connects and disconnects this integration.
        </Text>
      )}
    </Stack>
  );
}
