import { memo } from 'react';
import { Divider, Select, SimpleGrid, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { BLOG_COUNTRIES, BLOG_TONES, offeredLanguages, toneLabel } from '@core/editor/editorOptions';
import type { TReadingStats } from '@core/editor/readingStats';
import { LANGUAGES } from '@core/flags/catalogue';
import { useFlag } from '@web/state/flags';
import type { TDocFields } from './docFields';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The editor's side panel: the doc's figures, its SEO fields, summary and conclusion, and its language settings (all shared live with co-editors). */
/** Memoized: it re-renders when its figures or fields change, not on every keystroke of the page. */
export const SidePanel = memo(function SidePanel({
  stats,
  fields,
  setFields,
  readOnly,
}: {
  stats: TReadingStats;
  fields: TDocFields;
  setFields: (patch: Partial<TDocFields>) => void;
  /** Until the shared document has synced (fields live in it, shared with co-editors). */
  readOnly: boolean;
}) {
  const languages = offeredLanguages(useFlag('languages'), LANGUAGES);
  return (
    <Stack gap="md" className="lf-editor-panel">
      <SimpleGrid cols={2} spacing="sm">
        <Stat label="Words" value={stats.words.toLocaleString()} />
        <Stat label="Reading time" value={stats.words === 0 ? '–' : `${stats.readingMinutes} min`} />
        <Stat label="Reading score" value={stats.readingEase === null ? '–' : String(stats.readingEase)} hint={stats.gradeBand ?? 'Flesch reading ease'} />
        <Stat label="Sentences" value={stats.sentences.toLocaleString()} />
      </SimpleGrid>
      <Divider />
      <TagsInput
        label="SEO keywords"
        placeholder="Type a keyword and press Enter"
        value={fields.seoKeywords}
        onChange={(seoKeywords) => setFields({ seoKeywords })}
        maxTags={100}
        clearable
        readOnly={readOnly}
      />
      <Textarea
        label="Meta description"
        description={`${fields.meta.length} / 160 characters`}
        autosize
        minRows={2}
        maxRows={6}
        readOnly={readOnly}
        value={fields.meta}
        onChange={(event) => setFields({ meta: event.currentTarget.value })}
      />
      <Textarea label="Summary" readOnly={readOnly} autosize minRows={2} maxRows={8} value={fields.summary} onChange={(event) => setFields({ summary: event.currentTarget.value })} />
      <Textarea label="Conclusion" readOnly={readOnly} autosize minRows={2} maxRows={8} value={fields.conclusion} onChange={(event) => setFields({ conclusion: event.currentTarget.value })} />
      <Divider />
      <Select label="Language" readOnly={readOnly} data={languages} value={fields.language} onChange={(language) => language && setFields({ language })} allowDeselect={false} />
      <Select label="Country" readOnly={readOnly} data={[...BLOG_COUNTRIES]} value={fields.country} onChange={(country) => country && setFields({ country })} searchable allowDeselect={false} />
      <Select
        label="Tone"
        readOnly={readOnly}
        data={BLOG_TONES.map((tone) => ({ value: tone, label: toneLabel(tone) }))}
        value={fields.tone}
        onChange={(tone) => tone && setFields({ tone })}
        allowDeselect={false}
      />
    </Stack>
  );
});
