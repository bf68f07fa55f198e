import { Button, Loader, Stack, Text } from '@mantine/core';
import { ExternalLink, X } from 'lucide-react';
import { Link } from 'react-router';
import { blogEditorPath } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { useDocLinkSuggestions, useRejectLinkSuggestion } from '@web/api/interlinking';
import { SuggestionCard } from '@web/editor/panels/links/SuggestionCard';
import { showAlert } from '@web/state/alerts';
import { SuggestionsSummary } from './SuggestionsSummary';

/**
 * A stored doc's link suggestions. Accepting happens in the editor, where the live doc is (the
 * Links tab puts the link on the anchor); here a suggestion can be opened there, or rejected.
 */
export function DocLinks({ blogId, teamId }: { blogId: string; teamId: string | null }) {
  const query = useDocLinkSuggestions(blogId, teamId);
  const reject = useRejectLinkSuggestion(blogId, teamId);
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Text c="red" size="sm" role="alert">{errorMessage(query.error)}</Text>;
  const data = query.data;
  return (
    <Stack gap="sm" data-testid="doc-links">
      <SuggestionsSummary data={data} />
      {data.suggestions.map((suggestion) => (
        <SuggestionCard
          key={suggestion.id}
          suggestion={suggestion}
          actions={
            <>
              <Button component={Link} to={blogEditorPath(blogId)} size="compact-sm" leftSection={<ExternalLink size={14} />}>
                Open in editor
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<X size={14} />}
                disabled={reject.isPending}
                onClick={() => reject.mutate(suggestion, { onError: (error) => showAlert(errorMessage(error)) })}
              >
                Reject
              </Button>
            </>
          }
        />
      ))}
    </Stack>
  );
}
