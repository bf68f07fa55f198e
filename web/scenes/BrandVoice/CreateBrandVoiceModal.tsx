import { Alert, Button, FileInput, Group, Modal, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BRAND_VOICE_LIMITS, BRAND_VOICE_SAMPLE_LIMITS, type TBrandVoiceCreateResponse } from '@core/api/brandVoices';
import { errorMessage } from '@web/api/client';
import { useCreateBrandVoice, type TBrandVoiceScope } from '@web/api/brandVoices';
import { linesOf } from './profileForm';

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.html,.htm';
const L = BRAND_VOICE_SAMPLE_LIMITS;

/**
 * A new brand voice from samples: pasted text, files and URLs (tabs; any mix, at most five
 * sources). The server reads and bounds them, extracts the profile and answers with it, which
 * `onCreated` opens for editing.
 */
export function CreateBrandVoiceModal({ scope, onClose, onCreated }: { scope: TBrandVoiceScope; onClose: () => void; onCreated: (created: TBrandVoiceCreateResponse) => void }) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [urls, setUrls] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateBrandVoice(scope);
  const urlList = linesOf(urls);
  const sources = (text.trim() ? 1 : 0) + files.length + urlList.length;
  const problem = !name.trim()
    ? 'Give the brand voice a name.'
    : sources === 0
      ? 'Add some text, a file or a URL to learn the brand voice from.'
      : sources > L.sources
        ? `Use at most ${L.sources} sources (pasted text, files and URLs together).`
        : null;
  const submit = () => {
    setTouched(true);
    if (problem) return;
    create.mutate({ name: name.trim(), text, files, urls: urlList }, { onSuccess: onCreated });
  };
  return (
    <Modal opened onClose={onClose} title="New brand voice" size="lg">
      <Stack gap="sm" data-testid="brand-voice-create-form">
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={BRAND_VOICE_LIMITS.nameChars} required data-testid="brand-voice-name" />
        <Tabs defaultValue="text">
          <Tabs.List>
            <Tabs.Tab value="text">Text</Tabs.Tab>
            <Tabs.Tab value="files">Files</Tabs.Tab>
            <Tabs.Tab value="urls">URLs</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="text" pt="xs">
            <Textarea
              label="Paste writing in your brand's voice"
              description={`${text.length.toLocaleString('en-US')} / ${L.textChars.toLocaleString('en-US')} characters`}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={L.textChars}
              autosize
              minRows={6}
              maxRows={14}
              data-testid="brand-voice-text"
            />
          </Tabs.Panel>
          <Tabs.Panel value="files" pt="xs">
            <FileInput label="Documents" description="PDF, DOCX, TXT, Markdown or HTML" multiple accept={ACCEPT} value={files} onChange={setFiles} clearable placeholder="Choose files" />
          </Tabs.Panel>
          <Tabs.Panel value="urls" pt="xs">
            <Textarea label="Web pages" description="One URL per line" value={urls} onChange={(event) => setUrls(event.currentTarget.value)} autosize minRows={3} placeholder="https://example.com/about" />
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed">
          Up to {L.sources} sources; the first {L.totalChars.toLocaleString('en-US')} characters are read.
        </Text>
        {touched && problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        {create.error ? (
          <Alert color="red" role="alert" data-testid="brand-voice-create-error">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="brand-voice-create">
            Create brand voice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
