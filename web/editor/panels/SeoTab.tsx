import { useState } from 'react';
import { Accordion, Alert, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { isBuilding, useDocBriefs } from '@web/api/seoBriefs';
import { useCurrentUser } from '@web/state/currentUser';
import type { TPanelTabProps } from './panelTabProps';
import { BriefForm } from './seo/BriefForm';
import type { TBriefFormValues } from './seo/briefRequest';
import { BriefView } from './seo/BriefView';
import { DocScore } from './seo/DocScore';

/** The form of a doc without a brief starts from the doc's own SEO keywords, language and country. */
function formValuesOf(fields: TPanelTabProps['fields']): TBriefFormValues {
  const [keyword = '', ...secondary] = fields.seoKeywords;
  return { keyword, secondaryKeywords: secondary.slice(0, 20), language: fields.language, country: fields.country, urls: '' };
}

/**
 * The editor's SEO tab: the doc's latest brief and, once it is ready, the doc's live content score
 * against it (as the writer types, no server round trip); without a brief, the form to build one.
 */
export function SeoTab({ editor, blog, teamId, fields, active }: TPanelTabProps) {
  const user = useCurrentUser();
  const briefs = useDocBriefs(blog._id, teamId);
  const [formValues, setFormValues] = useState<TBriefFormValues>(() => formValuesOf(fields));
  const form = (
    <BriefForm uid={user.uid} teamId={teamId} blogId={blog._id} values={formValues} onChange={setFormValues} compact onQueued={() => undefined} />
  );

  if (briefs.isPending) return <Loader size="sm" />;
  if (briefs.error) {
    return (
      <Alert color="red" role="alert" title="The doc's brief cannot be shown">
        {errorMessage(briefs.error)}
      </Alert>
    );
  }
  // The newest brief shows its progress; the doc is scored against the newest ready one meanwhile.
  const current = briefs.data[0];
  if (!current) {
    return (
      <Stack gap="sm" data-testid="seo-tab">
        <Text size="sm" c="dimmed">
          Build a brief from the pages that rank for this doc&apos;s keyword; the doc is then scored against it as you write.
        </Text>
        {form}
      </Stack>
    );
  }
  const scoredBrief = briefs.data.find((one) => one.status === 'ready' && one.snapshot);
  const scored = scoredBrief?.snapshot ?? null;
  return (
    <Stack gap="md" data-testid="seo-tab">
      {scoredBrief && scored ? <DocScore editor={editor} fields={fields} snapshot={scored} briefVersion={scoredBrief.scoring_version} active={active} /> : null}
      <Accordion multiple defaultValue={scored ? [] : ['brief']} variant="separated" chevronPosition="right">
        <Accordion.Item value="brief">
          <Accordion.Control>{isBuilding(current) ? 'Brief (building…)' : `Brief: ${current.snapshot?.keyword ?? 'not built'}`}</Accordion.Control>
          <Accordion.Panel>
            <BriefView key={current.id} brief={current} uid={user.uid} teamId={teamId} compact onRebuilt={() => undefined} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="new">
          <Accordion.Control>Build a new brief</Accordion.Control>
          <Accordion.Panel>{form}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
