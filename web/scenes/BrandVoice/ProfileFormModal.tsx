import { Alert, Button, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BRAND_VOICE_LIMITS, type TBrandVoice } from '@core/api/brandVoices';
import { errorMessage } from '@web/api/client';
import { useUpdateBrandVoice, type TBrandVoiceScope } from '@web/api/brandVoices';
import { formOfProfile, profileOfForm, profileProblems, type TProfileForm } from './profileForm';

/**
 * The brand voice's profile, editable field by field: tone, vocabulary, sentence style, do's,
 * don'ts and examples. `notices` say how it was drawn (e.g. without a model) right after creation.
 */
export function ProfileFormModal({ scope, voice, notices, onClose }: { scope: TBrandVoiceScope; voice: TBrandVoice; notices: string[]; onClose: () => void }) {
  const [name, setName] = useState(voice.name);
  const [form, setForm] = useState<TProfileForm>(() => formOfProfile(voice.profile));
  const [touched, setTouched] = useState(false);
  const update = useUpdateBrandVoice(scope);
  const readOnly = !voice.abilities.edit;
  const profile = profileOfForm(form);
  const problems = profileProblems(profile);
  const set = (field: keyof TProfileForm) => (event: { currentTarget: { value: string } }) => setForm({ ...form, [field]: event.currentTarget.value });
  const shown = (field: keyof typeof problems) => (touched ? (problems[field] ?? null) : null);
  const submit = () => {
    setTouched(true);
    if (Object.keys(problems).length || !name.trim()) return;
    update.mutate({ id: voice.id, name: name.trim(), profile }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={readOnly ? voice.name : 'Edit brand voice'} size="lg">
      <Stack gap="sm" data-testid="brand-voice-profile-form">
        {notices.map((notice) => (
          <Alert key={notice} color="blue" data-testid="brand-voice-notice">
            {notice}
          </Alert>
        ))}
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={BRAND_VOICE_LIMITS.nameChars} readOnly={readOnly} error={touched && !name.trim() ? 'Give the brand voice a name.' : null} />
        <Textarea label="Tone" value={form.tone} onChange={set('tone')} autosize minRows={2} maxLength={BRAND_VOICE_LIMITS.toneChars} readOnly={readOnly} error={shown('tone')} data-testid="brand-voice-tone" />
        <TagsInput label="Vocabulary to use" value={form.vocabulary} onChange={(vocabulary) => setForm({ ...form, vocabulary })} maxTags={BRAND_VOICE_LIMITS.listItems} readOnly={readOnly} error={shown('vocabulary')} />
        <Textarea label="Sentence style" value={form.sentenceStyle} onChange={set('sentenceStyle')} autosize minRows={2} maxLength={BRAND_VOICE_LIMITS.sentenceStyleChars} readOnly={readOnly} error={shown('sentence_style')} />
        <Textarea label="Do's" description="One per line" value={form.dos} onChange={set('dos')} autosize minRows={2} readOnly={readOnly} error={shown('dos')} />
        <Textarea label="Don'ts" description="One per line" value={form.donts} onChange={set('donts')} autosize minRows={2} readOnly={readOnly} error={shown('donts')} />
        <Textarea label="Examples of the voice" description="One sentence per line, up to 3" value={form.examples} onChange={set('examples')} autosize minRows={2} readOnly={readOnly} error={shown('examples')} />
        {update.error ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button onClick={submit} loading={update.isPending} data-testid="brand-voice-save">
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
