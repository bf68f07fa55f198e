import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Radio, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { Send } from 'lucide-react';
import {
  PUBLISH_LIMITS,
  PUBLISH_TARGET_LABELS,
  type TIntegrationAbilities,
  type TPublication,
  type TPublishStatus,
  type TPublishTarget,
} from '@core/api/integrations';
import { usePublishDoc } from '@web/api/integrations';
import { errorsFromServer, NO_ERRORS, type TFormErrors } from '@web/scenes/Login/formErrors';
import { showSnackbar } from '@web/state/alerts';
import { formatWhen } from './deliveryStates';
import { checkDraft, initialDraft, PUBLISH_FIELDS, PUBLISH_ONCE_TARGETS, submitLabel, type TPublishDraft } from './publishDraft';

type TPublishFormProps = {
  uid: string;
  blogId: string;
  /** Targets the server lets this person publish to (never empty). */
  targets: readonly TPublishTarget[];
  abilities: Record<TPublishTarget, TIntegrationAbilities>;
  publications: readonly TPublication[];
  doc: { title: string; meta: string };
  /** Saves the pending edits, since the server publishes the doc's saved HTML; false when it could not. */
  beforePublish: () => Promise<boolean>;
};

/** The publish form: target, status, title, slug, excerpt, tags and featured image; one request at a time. */
export function PublishForm({ uid, blogId, targets, abilities, publications, doc, beforePublish }: TPublishFormProps) {
  const publish = usePublishDoc(uid, blogId);
  const [draft, setDraft] = useState<TPublishDraft>(() => initialDraft(targets[0]!, doc));
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const [sending, setSending] = useState(false);
  // State updates land after a render: a second click in the same moment must not send again.
  const sendingRef = useRef(false);
  const set = (patch: Partial<TPublishDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const label = PUBLISH_TARGET_LABELS[draft.target];
  const publication = publications.find((item) => item.target === draft.target) ?? null;
  // Already there on a target that cannot edit a post: nothing more to send.
  const publishedOnce = publication !== null && PUBLISH_ONCE_TARGETS.has(draft.target);
  const needsApproval = abilities[draft.target].needs_approval;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sendingRef.current || publishedOnce) return;
    const checked = checkDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setErrors(NO_ERRORS);
    try {
      // A failed save has said why in its own alert.
      if (!(await beforePublish())) return;
      const { delivery } = await publish.mutateAsync({ target: draft.target, request: checked.request });
      showSnackbar(delivery.state === 'awaiting_approval' ? 'Sent to your team admin for approval' : `Sent to ${label}: the deliveries below show when it lands`);
    } catch (failure) {
      setErrors(errorsFromServer(failure, PUBLISH_FIELDS));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Publish">
      <Stack gap="sm">
        <NativeSelect
          label="Publish to"
          value={draft.target}
          onChange={(event) => {
            const target = event.currentTarget.value as TPublishTarget;
            // A status the new target cannot take (Medium cannot schedule) falls back to a draft.
            set(abilities[target].statuses.includes(draft.status) ? { target } : { target, status: 'draft' });
          }}
          data={targets.map((target) => ({ value: target, label: PUBLISH_TARGET_LABELS[target] }))}
        />
        {publication ? (
          <Text size="sm" data-testid="publication">
            Already on {label} ({publication.remote_status}, updated {formatWhen(publication.updated_at)})
            {publication.remote_url ? (
              <>
                :{' '}
                <Anchor href={publication.remote_url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                  {publication.remote_url}
                </Anchor>
              </>
            ) : null}
            {publishedOnce ? `. ${label} cannot change a story through its API; edit it there.` : '. Publishing again updates that post.'}
          </Text>
        ) : null}
        <Radio.Group label="Status" value={draft.status} onChange={(value) => set({ status: value as TPublishStatus })} error={errors.fields.status}>
          <Group gap="md" mt={4}>
            <Radio value="draft" label="Draft" />
            <Radio value="published" label="Published" />
            {abilities[draft.target].statuses.includes('scheduled') ? <Radio value="scheduled" label="Scheduled" /> : null}
          </Group>
        </Radio.Group>
        {draft.status === 'scheduled' ? (
          <TextInput
            type="datetime-local"
            label="Publish at"
            description="Your local time."
            required
            value={draft.scheduledAt}
            onChange={(event) => set({ scheduledAt: event.currentTarget.value })}
            error={errors.fields.scheduled_at}
          />
        ) : null}
        <TextInput label="Title" required maxLength={PUBLISH_LIMITS.titleChars} value={draft.title} onChange={(event) => set({ title: event.currentTarget.value })} error={errors.fields.title} />
        <TextInput
          label="Slug"
          description={`Optional: the post's address ends with it. ${label} makes one from the title when it is empty.`}
          maxLength={PUBLISH_LIMITS.slugChars}
          value={draft.slug}
          onChange={(event) => set({ slug: event.currentTarget.value })}
          error={errors.fields.slug}
        />
        <Textarea
          label="Excerpt"
          description="Optional: the summary shown in lists and previews."
          autosize
          minRows={2}
          maxRows={5}
          value={draft.excerpt}
          onChange={(event) => set({ excerpt: event.currentTarget.value })}
          error={errors.fields.excerpt}
        />
        <TagsInput
          label="Tags"
          description={`Press Enter after each; up to ${PUBLISH_LIMITS.tags}.`}
          maxTags={PUBLISH_LIMITS.tags}
          value={draft.tags}
          onChange={(tags) => set({ tags })}
          error={errors.fields.tags}
        />
        <TextInput
          label="Featured image URL"
          placeholder="https://…"
          value={draft.featureImageUrl}
          onChange={(event) => set({ featureImageUrl: event.currentTarget.value })}
          error={errors.fields.feature_image_url}
        />
        {needsApproval ? (
          <Text size="sm" c="dimmed">
            Your team admin approves it before it goes to {label}.
          </Text>
        ) : null}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{errors.form}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={sending || publishedOnce} leftSection={<Send size={16} aria-hidden />}>
            {submitLabel(Boolean(publication), needsApproval)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
