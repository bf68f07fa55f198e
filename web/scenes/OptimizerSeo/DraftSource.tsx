import { useEffect, useState } from 'react';
import { Anchor, Loader, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blogEditorPath, fetchBlog, useBlogList } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { fieldsOf } from '@web/editor/docFields';
import type { TSeoDraft } from '@web/editor/panels/seo/liveScore';
import { draftHtml, isHtmlPaste } from './draftHtml';

type TProps = {
  uid: string;
  teamId: string | null;
  projectId: string | null;
  onDraft: (draft: TSeoDraft | null) => void;
};

/** Docs offered in the picker (the newest first; the search box finds older ones). */
const PICKER_SIZE = 50;
/** The score follows typing this long after a pause (no server round trip; the analysis runs here). */
const TYPING_PAUSE_MS = 200;

/** A pasted draft: its title, meta description and (when it has one) its address count for the score too. */
function PastedDraft({ onDraft }: { onDraft: TProps['onDraft'] }) {
  const [title, setTitle] = useState('');
  const [meta, setMeta] = useState('');
  const [slug, setSlug] = useState('');
  const [text, setText] = useState('');
  const [draft] = useDebouncedValue({ title, meta, slug, text }, TYPING_PAUSE_MS);
  useEffect(() => {
    // No address: the slug is not scored (its points leave the total), rather than scored as missing.
    onDraft(draft.text.trim() ? { html: draftHtml(draft.text), title: draft.title, meta: draft.meta, slug: draft.slug.trim() || undefined } : null);
  }, [draft, onDraft]);
  return (
    <Stack gap="xs">
      <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={500} />
      <TextInput label="Meta description" value={meta} onChange={(event) => setMeta(event.currentTarget.value)} maxLength={500} />
      <TextInput
        label="Address or slug"
        description="Optional: where the page lives or will live (https://example.com/raised-garden-beds or raised-garden-beds)."
        value={slug}
        onChange={(event) => setSlug(event.currentTarget.value)}
        maxLength={2_000}
      />
      <Textarea
        label="Your text"
        description={isHtmlPaste(text) ? 'Read as HTML: its headings, links and images count.' : 'Plain text or HTML. Blank lines separate paragraphs.'}
        autosize
        minRows={8}
        maxRows={24}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="seo-draft-text"
      />
    </Stack>
  );
}

/** A doc of the active project, read as it was last saved (editing happens in the editor). */
function DocDraft({ uid, teamId, projectId, onDraft }: TProps) {
  const [docId, setDocId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const list = useBlogList({ uid, teamId, projectId }, { start: 0, end: PICKER_SIZE, search: debouncedSearch, sort: 'desc' });
  const doc = useQuery({ queryKey: ['seo-draft-doc', docId, uid], enabled: Boolean(docId), queryFn: () => fetchBlog(uid, docId!) });
  useEffect(() => {
    if (!doc.data) return onDraft(null);
    const fields = fieldsOf(doc.data);
    onDraft({ html: doc.data.copy_to_save, title: fields.title, meta: fields.meta, language: fields.language });
  }, [doc.data, onDraft]);
  const options = (list.data?.saved_items ?? []).map((item) => ({ value: item._id, label: item.title || 'Untitled doc' }));
  if (!projectId) return <Text size="sm" c="dimmed">Create a project first; docs belong to a project.</Text>;
  return (
    <Stack gap="xs">
      <Select
        label="Doc"
        placeholder={list.isPending ? 'Loading docs…' : options.length === 0 && !debouncedSearch ? 'This project has no docs yet' : 'Choose a doc'}
        data={options}
        value={docId}
        onChange={setDocId}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage="No doc matches"
      />
      {doc.isFetching ? <Loader size="sm" /> : null}
      {doc.error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(doc.error)}
        </Text>
      ) : null}
      {doc.data ? (
        <Text size="xs" c="dimmed">
          Scored as last saved ({doc.data.word_count.toLocaleString()} words).{' '}
          <Anchor component={Link} to={blogEditorPath(doc.data._id)} size="xs">
            Edit it in the editor
          </Anchor>
          , where its SEO tab scores it as you type.
        </Text>
      ) : null}
    </Stack>
  );
}

/** What the score reads: a pasted text, or one of the project's docs. */
export function DraftSource(props: TProps) {
  const [source, setSource] = useState<'paste' | 'doc'>('paste');
  const { onDraft } = props;
  const choose = (value: string) => {
    onDraft(null);
    setSource(value as 'paste' | 'doc');
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={source}
        onChange={choose}
        data={[
          { value: 'paste', label: 'Paste a text' },
          { value: 'doc', label: 'Use a doc' },
        ]}
        aria-label="What to score"
      />
      {source === 'paste' ? <PastedDraft onDraft={onDraft} /> : <DocDraft {...props} />}
    </Stack>
  );
}
