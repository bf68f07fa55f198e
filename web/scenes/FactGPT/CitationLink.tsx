import { Link } from 'react-router';
import { Anchor, Popover, Stack, Text } from '@mantine/core';
import type { TPassage } from '@core/api/citations';
import { passageHref } from './passageHref';

/** An inline citation [n]: opens a preview of the passage it cites, with its source and a link to it. */
export function CitationLink({ n, passage }: { n: number; passage: TPassage | null }) {
  // A marker the answer gives without a passage is not presented as a source.
  if (!passage) return <Text span>[{n}]</Text>;
  const href = passageHref(passage);
  return (
    <Popover width={340} position="top" withArrow shadow="md">
      <Popover.Target>
        <Anchor component="button" type="button" fz="sm" fw={600} aria-label={`Source ${n}: ${passage.title}`} style={{ verticalAlign: 'super' }}>
          [{n}]
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid={`passage-${n}`}>
          <Text fw={600} size="sm">
            {passage.title}
          </Text>
          {passage.location && (
            <Text size="xs" c="dimmed">
              {passage.location}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
            {passage.text}
          </Text>
          {href && passage.url ? (
            <Anchor href={href} size="xs" target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
              {passage.url}
            </Anchor>
          ) : null}
          {href && !passage.url ? (
            // In the app: no reload, the chat stays in this tab's history.
            <Anchor component={Link} to={href} size="xs">
              Open in Assets
            </Anchor>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
