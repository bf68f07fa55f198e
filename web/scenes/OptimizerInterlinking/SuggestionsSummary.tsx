import { Text } from '@mantine/core';
import { LINKS_PER_1000_WORDS } from '@core/analysis/interlinking';
import type { TLinkSuggestionsResponse } from '@core/api/interlinking';

/** The numbers behind a list of suggestions (why there are few or none), its notices, and the empty state. */
export function SuggestionsSummary({ data }: { data: TLinkSuggestionsResponse }) {
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="links-summary">
        {`${data.word_count.toLocaleString()} words: up to ${data.link_cap} ${data.link_cap === 1 ? 'link' : 'links'} (${LINKS_PER_1000_WORDS} per 1,000 words), ${data.existing_links} already there; ${data.targets_considered} docs and pages compared.`}
      </Text>
      {data.notices.map((notice) => (
        <Text key={notice} size="sm" c="orange.8">
          {notice}
        </Text>
      ))}
      {data.suggestions.length === 0 ? (
        <Text size="sm" data-testid="links-empty">
          {data.targets_considered === 0
            ? 'No other docs or site pages to link to yet: add docs to this project, or URL and domain assets.'
            : 'No link suggestions: no phrase of the text names one of your docs or pages closely enough, or the link cap is reached.'}
        </Text>
      ) : null}
    </>
  );
}
