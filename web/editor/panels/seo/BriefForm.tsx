import { useState, type FormEvent } from 'react';
import { Alert, Button, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { BLOG_COUNTRIES, offeredLanguages } from '@core/editor/editorOptions';
import { LANGUAGES } from '@core/flags/catalogue';
import { briefFailureMessage, useCreateBrief, type TBriefRequest } from '@web/api/seoBriefs';
import { useFlag } from '@web/state/flags';
import { briefRequestOf, type TBriefFormErrors, type TBriefFormValues } from './briefRequest';

type TProps = {
  uid: string;
  teamId: string | null;
  values: TBriefFormValues;
  onChange: (values: TBriefFormValues) => void;
  /** The doc the brief is for (the editor's SEO tab); absent on the optimizer page. */
  blogId?: string;
  /** The active project on the optimizer page: without web search its URL and domain assets are read. */
  projectId?: string;
  /** Narrow column (the editor's side panel): one field a row. */
  compact?: boolean;
  onQueued: (briefId: string) => void;
};

/**
 * Asks for a brief: the target keyword, secondary keywords, the market (language and country) and
 * pages the writer wants compared whatever the search finds. Bad input is named beside its field.
 */
export function BriefForm({ uid, teamId, values, onChange, blogId, projectId, compact = false, onQueued }: TProps) {
  const [errors, setErrors] = useState<TBriefFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateBrief(uid, teamId);
  const languages = offeredLanguages(useFlag('languages'), LANGUAGES);
  const set = (patch: Partial<TBriefFormValues>) => onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = briefRequestOf(values, { blogId, projectId });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const request: TBriefRequest = checked.request;
    create.mutate(request, {
      onSuccess: (brief) => onQueued(brief.id),
      onError: (error) => setFailure(briefFailureMessage(error, teamId)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Build a brief">
      <Stack gap="sm">
        <TextInput
          label="Target keyword"
          placeholder="e.g. raised garden beds"
          value={values.keyword}
          onChange={(event) => set({ keyword: event.currentTarget.value })}
          error={errors.keyword}
          required
          maxLength={120}
        />
        <TagsInput
          label="Secondary keywords"
          description="Optional. Press Enter after each."
          value={values.secondaryKeywords}
          onChange={(secondaryKeywords) => set({ secondaryKeywords })}
          error={errors.secondaryKeywords}
          maxTags={20}
          clearable
        />
        <SimpleGrid cols={compact ? 1 : { base: 1, xs: 2 }} spacing="sm">
          <Select label="Language" data={languages} value={values.language} onChange={(language) => language && set({ language })} allowDeselect={false} />
          <Select label="Country" data={[...BLOG_COUNTRIES]} value={values.country} onChange={(country) => country && set({ country })} searchable allowDeselect={false} />
        </SimpleGrid>
        <Textarea
          label="Competitor pages"
          description="Optional: up to 10 addresses, one a line. They are compared whatever the search finds."
          placeholder="https://example.com/article"
          autosize
          minRows={2}
          maxRows={6}
          value={values.urls}
          onChange={(event) => set({ urls: event.currentTarget.value })}
          error={errors.urls}
        />
        {failure ? (
          <Alert color="red" role="alert" title="The brief was not started">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Build brief
        </Button>
      </Stack>
    </form>
  );
}
