import { Anchor, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { FileText, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { TAutoblogArticle } from '@core/api/autoblog';
import { blogEditorPath } from '@web/api/blogs';
import { ARTICLE_STATUS, articleStepLabel } from './articleStatus';

/** One article of a run: its keyword, status, step and progress; why it failed; its doc when done; Retry when allowed. */
export function ArticleRow({ article, onRetry, busy }: { article: TAutoblogArticle; onRetry: () => void; busy: boolean }) {
  const status = ARTICLE_STATUS[article.status];
  const working = article.status !== 'done' && article.status !== 'failed' && article.status !== 'cancelled';
  return (
    <Table.Tr data-testid="autoblog-article" data-status={article.status} data-keyword={article.keyword}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {article.keyword}
        </Text>
        {article.title ? (
          <Text size="xs" c="dimmed">
            {article.title}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td w={120}>
        <Badge color={status.color} variant="light" data-testid="article-status">
          {status.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Text size="sm" data-testid="article-step">
            {articleStepLabel(article)}
          </Text>
          {working ? <Progress value={article.progress} size="sm" animated={article.status !== 'paused' && article.status !== 'queued'} aria-label={`${article.keyword}: ${article.progress}%`} /> : null}
          {article.error ? (
            <Text size="xs" c={article.status === 'paused' ? 'yellow.8' : 'red'} data-testid="article-error">
              {article.error}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td w={150}>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {article.blog_id ? (
            <Anchor component={Link} to={blogEditorPath(article.blog_id)} size="sm" data-testid="article-doc">
              <Group gap={4} component="span" wrap="nowrap">
                <FileText size={14} />
                Open doc
              </Group>
            </Anchor>
          ) : null}
          {article.abilities.retry ? (
            <Button size="compact-xs" variant="light" leftSection={<RotateCcw size={12} />} onClick={onRetry} loading={busy} data-testid="article-retry">
              Retry
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
