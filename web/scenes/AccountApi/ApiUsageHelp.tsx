import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '@web/state/currentUser';

/** How a script uses a token, with a call that works as it is, and where the reference is. */
export function ApiUsageHelp() {
  const user = useCurrentUser();
  const call = `${window.location.origin}/api/fetch/user/details?unique_id=${encodeURIComponent(user.uid)}`;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Send the token in the <Code>Authorization</Code> header. A script can make the same calls as this app, with the same rules and limits as you have here. For example, your
        account’s details:
      </Text>
      <Code block data-testid="api-curl-example">{`curl -H "Authorization: Bearer lf_…" "${call}"`}</Code>
      <Text size="sm">
        Every call, with its inputs, answers and errors, is in the{' '}
        <Anchor href="/api/docs" target="_blank" rel="noreferrer">
          API reference
        </Anchor>{' '}
        (<Anchor href="/api/openapi.json">OpenAPI document</Anchor>).
      </Text>
    </Stack>
  );
}
