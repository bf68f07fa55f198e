import { Fragment, useState } from 'react';
import { Alert, Badge, Button, Code, Loader, Table, Text } from '@mantine/core';
import type { TAdminFlag } from '@core/api/adminFlags';
import type { TFlagOverride } from '@core/flags/overrides';
import { errorMessage } from '@web/api/client';
import { PageFrame } from '@web/components/PageFrame';
import { useAdminFlags } from '@web/api/adminFlags';
import { FlagEditor } from './FlagEditor';

const show = (value: unknown) => JSON.stringify(value);

function targets(override: TFlagOverride): string {
  const parts = [override.emails && `emails ${override.emails.join(', ')}`, override.plans && `plans ${override.plans.join(', ')}`].filter(Boolean);
  return parts.length ? parts.join(' or ') : 'everyone';
}

/** The plan-table default: the most common value, then the exceptions with their plans. */
function DefaultRule({ flag }: { flag: TAdminFlag }) {
  const [main, ...others] = flag.defaults;
  if (!main) return null;
  return (
    <Text size="sm">
      {show(main.value)}
      {others.length > 0 ? ' for most plans' : ' for every plan'}
      {others.map((group) => (
        <Text key={show(group.value)} span size="xs" c="dimmed" display="block">
          {show(group.value)} for {group.plans.join(', ')}
        </Text>
      ))}
    </Text>
  );
}

/** /admin/flags: every feature flag with its plan-table default and overrides, and an editor per flag (administrators only). */
export function AdminFlagsScene() {
  const flags = useAdminFlags();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <PageFrame
      title="Feature flags"
      description="Override what the plan table grants, for everyone, for plans or for single emails. The first matching override wins; changes apply at once on this server."
    >
      {flags.isPending && <Loader aria-label="Loading flags" />}
      {flags.isError && (
        <Alert color="red" role="alert">
          {errorMessage(flags.error)}
        </Alert>
      )}
      {flags.data && (
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" aria-label="Feature flags">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Flag</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Default rule</Table.Th>
                <Table.Th>Overrides</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flags.data.map((flag) => (
                <Fragment key={flag.id}>
                  <Table.Tr data-flag={flag.id}>
                    <Table.Td>
                      <Code>{flag.id}</Code>
                      <Text size="xs" c="dimmed">
                        {flag.summary}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{flag.type}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <DefaultRule flag={flag} />
                    </Table.Td>
                    <Table.Td>
                      {flag.overrides.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      ) : (
                        flag.overrides.map((override) => (
                          <Text key={targets(override)} size="sm">
                            {show(override.value)} for {targets(override)}
                          </Text>
                        ))
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" aria-label={`Edit ${flag.id}`} aria-expanded={open === flag.id} onClick={() => setOpen(open === flag.id ? null : flag.id)}>
                        {open === flag.id ? 'Close' : 'Edit'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === flag.id && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <FlagEditor flag={flag} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageFrame>
  );
}
