// The term colours; the chunk that shows the score loads them.
// oxlint-disable-next-line import/no-unassigned-import
import './seo.css';
import { useState } from 'react';
import { Accordion, Alert, Anchor, Badge, Group, List, Progress, RingProgress, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { TContentScore } from '@core/analysis/seo/score';
import type { TTermStatus } from '@core/analysis/seo/scoreTypes';
import { scoringVersionNotice } from './versionNotice';

const TERM_STATUS: Record<TTermStatus, { label: string; color: string }> = {
  missing: { label: 'Missing', color: 'red' },
  under: { label: 'Use more', color: 'orange' },
  ok: { label: 'Good', color: 'green' },
  over: { label: 'Too many', color: 'grape' },
};

const scoreColor = (score: number) => (score >= 75 ? 'green' : score >= 50 ? 'yellow' : 'red');

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Title order={3} size="h6" tt="uppercase" c="dimmed">
      {children}
    </Title>
  );
}

/** Every component of the score, its points out of its maximum and the rule that gave them. */
function Components({ score }: { score: TContentScore }) {
  return (
    <Stack gap={6} data-testid="seo-components">
      {score.components.map((component) => (
        <Stack key={component.id} gap={2} data-testid={`seo-component-${component.id}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {component.label}
            </Text>
            <Text size="sm" fw={600} c={component.points < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {formatPoints(component.points)} / {component.max}
            </Text>
          </Group>
          {component.max > 0 ? <Progress value={(Math.max(0, component.points) / component.max) * 100} size="xs" /> : null}
          <Text size="xs">{component.detail}</Text>
          <Text size="xs" c="dimmed">
            {component.rule}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

const formatPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(1));

/**
 * Terms with the doc's count against the brief's range, coloured by status; hovering (or focusing)
 * one tells the caller, which marks its uses in the text.
 */
function Terms({ score, onTermHover }: { score: TContentScore; onTermHover?: (key: string | null) => void }) {
  if (score.terms.length === 0) return <Text size="sm" c="dimmed">The brief lists no terms.</Text>;
  return (
    <Table.ScrollContainer minWidth={240} mah={360}>
      <Table verticalSpacing={2} horizontalSpacing={6} data-testid="seo-terms" onMouseLeave={() => onTermHover?.(null)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Term</Table.Th>
            <Table.Th ta="right">Uses</Table.Th>
            <Table.Th ta="right">Aim</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {score.terms.map((term) => {
            const status = TERM_STATUS[term.status];
            return (
              <Table.Tr
                key={term.key}
                className={`lf-seo-term lf-seo-term--${term.status}`}
                data-testid="seo-term"
                data-term={term.phrase}
                data-status={term.status}
                tabIndex={onTermHover ? 0 : undefined}
                onMouseEnter={() => onTermHover?.(term.key)}
                onFocus={() => onTermHover?.(term.key)}
                onBlur={() => onTermHover?.(null)}
              >
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Tooltip label={status.label} withinPortal>
                      <span className="lf-seo-dot" aria-label={status.label} />
                    </Tooltip>
                    <Text size="sm">{term.phrase}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" data-testid="seo-term-count">
                  {term.count}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="xs" c="dimmed" span>
                    {term.min === term.max ? term.min : `${term.min}–${term.max}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A text's content score against a brief: the total out of 100, every component with its rule,
 * what to do next ordered by the points it would gain, the terms and the readability formula used.
 */
/** Actions shown before "Show all": the ones worth most. */
const FIRST_ACTIONS = 6;

/** What to do next, most points first. */
function Actions({ score }: { score: TContentScore }) {
  const [all, setAll] = useState(false);
  const shown = all ? score.actions : score.actions.slice(0, FIRST_ACTIONS);
  return (
    <Stack gap={6}>
      <Heading>What to do next</Heading>
      <List size="sm" spacing={4} type="ordered" data-testid="seo-actions">
        {shown.map((action) => (
          <List.Item key={action.id}>
            {action.text}{' '}
            <Badge size="xs" variant="light" color="green">
              +{formatPoints(action.gain)}
            </Badge>
          </List.Item>
        ))}
      </List>
      {score.actions.length > FIRST_ACTIONS ? (
        <Anchor component="button" type="button" size="xs" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
          {all ? 'Show fewer' : `Show all ${score.actions.length}`}
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function ScorePanel({
  score,
  onTermHover,
  compact = false,
  briefVersion,
}: {
  score: TContentScore;
  onTermHover?: (key: string | null) => void;
  /** The narrow side panel: the components start folded (the total, actions and terms come first). */
  compact?: boolean;
  /** The scoring version stored with the brief: when the rules changed since, the writer is told. */
  briefVersion?: number;
}) {
  const versionNotice = scoringVersionNotice(briefVersion, score.version);
  return (
    <Stack gap="md" data-testid="seo-score-panel">
      <Group gap="md" wrap="nowrap">
        <RingProgress
          size={92}
          thickness={9}
          roundCaps
          sections={[{ value: score.score, color: scoreColor(score.score) }]}
          label={
            <Text ta="center" fw={700} size="xl" data-testid="seo-score">
              {score.score}
            </Text>
          }
        />
        <Stack gap={2}>
          <Text fw={600}>Content score</Text>
          <Text size="xs" c="dimmed">
            out of 100 · {score.words.toLocaleString()} words · scoring version {score.version}
          </Text>
          <Text size="xs" c="dimmed" data-testid="seo-readability">
            Readability: {score.readability.score === null ? 'not enough text' : formatPoints(score.readability.score)} ({score.readability.formula}
            {score.readability.band ? `, ${score.readability.band}` : ''})
          </Text>
        </Stack>
      </Group>
      {versionNotice ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="seo-version-notice">
          <Text size="xs">{versionNotice}</Text>
        </Alert>
      ) : null}
      {score.notice ? (
        <Alert color="blue" variant="light" p="xs" data-testid="seo-score-notice">
          <Text size="xs">{score.notice}</Text>
        </Alert>
      ) : null}
      {score.actions.length > 0 ? <Actions score={score} /> : null}
      <Stack gap={6}>
        <Heading>Terms to cover</Heading>
        <Terms score={score} onTermHover={onTermHover} />
      </Stack>
      <Accordion defaultValue={compact ? null : 'components'} variant="contained" chevronPosition="right">
        <Accordion.Item value="components">
          <Accordion.Control>
            <Text size="sm" fw={600}>
              How the score is made ({score.components.length} parts)
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Components score={score} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
