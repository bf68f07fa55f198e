import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Columns2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TPlagiarismSource } from '@core/api/plagiarism';
import { sourceColourClass } from './sourceColors';
import { SourceKindIcon } from './SourceKindIcon';
import { sourceLink } from './sourceLink';

function SourceTitle({ source }: { source: TPlagiarismSource }) {
  const link = sourceLink(source.url);
  const title = source.title.trim() || source.url || 'Untitled source';
  if (link.kind === 'app') {
    return (
      <Anchor component={Link} to={link.to} fw={600} size="sm" lineClamp={2}>
        {title}
      </Anchor>
    );
  }
  if (link.kind === 'web') {
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer nofollow" fw={600} size="sm" lineClamp={2}>
        {title}
      </Anchor>
    );
  }
  return (
    <Text fw={600} size="sm" lineClamp={2}>
      {title}
    </Text>
  );
}

/**
 * The sources a check found, most matched first as the server ordered them: each with its colour
 * (the same as its marks in the text), kind, title and address, the share and words of the checked
 * text found there, and a button for the side-by-side view of its passages.
 */
export function SourceList({
  sources,
  onCompare,
  onHover,
}: {
  sources: readonly TPlagiarismSource[];
  onCompare: (sourceIndex: number) => void;
  /** The source under the pointer (null when it leaves), so its marks can stand out. */
  onHover?: (sourceIndex: number | null) => void;
}) {
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs" role="list" aria-label="Matching sources">
      {sources.map((source, index) => (
        <Paper
          key={`${source.kind}:${source.id ?? source.url}:${index}`}
          withBorder
          p="sm"
          role="listitem"
          data-testid="plagiarism-source"
          onMouseEnter={() => onHover?.(index)}
          onMouseLeave={() => onHover?.(null)}
        >
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <span className={`lf-plag-swatch ${sourceColourClass(index)}`} aria-hidden="true" style={{ marginTop: 4 }} />
              <SourceKindIcon kind={source.kind} />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <SourceTitle source={source} />
                {source.url && !source.url.startsWith('/') ? (
                  <Text size="xs" c="dimmed" truncate="end">
                    {source.url}
                  </Text>
                ) : null}
              </Stack>
              <Badge variant="light" color={source.percentmatched >= 50 ? 'red' : 'orange'} style={{ flex: 'none' }}>
                {`${source.percentmatched}%`}
              </Badge>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {`${source.wordsmatched.toLocaleString()} ${source.wordsmatched === 1 ? 'word' : 'words'} matched · ${source.passages.length} ${source.passages.length === 1 ? 'passage' : 'passages'}`}
              </Text>
              <Group gap="xs">
                {source.viewurl && sourceLink(source.viewurl).kind === 'web' ? (
                  <Anchor href={source.viewurl} target="_blank" rel="noopener noreferrer" size="xs">
                    View on Copyscape
                  </Anchor>
                ) : null}
                {source.passages.length > 0 ? (
                  <Button size="compact-xs" variant="light" leftSection={<Columns2 size={14} />} onClick={() => onCompare(index)}>
                    Side by side
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
