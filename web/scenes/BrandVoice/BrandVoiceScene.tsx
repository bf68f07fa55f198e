import { Alert, Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BRAND_VOICE_PAGE_SIZE, type TBrandVoice } from '@core/api/brandVoices';
import { errorMessage } from '@web/api/client';
import { useBrandVoices } from '@web/api/brandVoices';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { BrandVoiceCard } from './BrandVoiceCard';
import { CreateBrandVoiceModal } from './CreateBrandVoiceModal';
import { ProfileFormModal } from './ProfileFormModal';

/** What is open over the list: nothing, the create dialog, or one voice's profile (with notices right after creation). */
type TOpen = { kind: 'none' } | { kind: 'create' } | { kind: 'profile'; voice: TBrandVoice; notices: string[] };

/** "You keep 1 of 1 brand voices" under the plan's limit; nothing when unlimited. */
const limitText = (total: number, limit: number) => (limit < 0 ? null : `${total} of ${limit} brand voice${limit === 1 ? '' : 's'} used.`);

/**
 * /brandvoice (issue 21): the brand voices of the current mode (team mode: the team's), five a
 * page; create one from samples, edit its profile, delete it. What may be done comes from the server.
 */
export function BrandVoiceScene() {
  const [search] = useSearchParams();
  const info = pageInfoFor('/brandvoice', search)!;
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const scope = { uid: user.uid, teamId: teamMode ? user.teamId : null };
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TOpen>({ kind: 'none' });
  const voices = useBrandVoices(scope, page);
  const data = voices.data;
  const pages = Math.max(1, Math.ceil((data?.total_documents ?? 0) / BRAND_VOICE_PAGE_SIZE));
  const reupload = teamMode ? user.requireTeamBrandVoiceReupload : user.requireBrandVoiceReupload;
  const close = () => setOpen({ kind: 'none' });

  return (
    <PageFrame title={info.title} description={info.description}>
      <Group justify="space-between" mt={-16}>
        <Button leftSection={<Plus size={16} />} onClick={() => setOpen({ kind: 'create' })} disabled={!data?.can_create} data-testid="brand-voice-new">
          New brand voice
        </Button>
        {data ? (
          <Text size="xs" c="dimmed" data-testid="brand-voice-limit">
            {limitText(data.total_documents, data.limit)}
          </Text>
        ) : null}
      </Group>
      {reupload ? <Alert color="orange">Some brand voices were drawn by an older version. Create them again from their samples for a better profile.</Alert> : null}
      {data && !data.can_create && data.limit >= 0 && data.total_documents >= data.limit ? (
        <Text size="xs" c="dimmed">
          Your plan keeps {data.limit} brand voice{data.limit === 1 ? '' : 's'}: delete one, or upgrade your plan, to add another.
        </Text>
      ) : null}
      {voices.isPending ? <Loader size="sm" /> : null}
      {voices.error ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(voices.error)}
        </Text>
      ) : null}
      {data && data.total_documents === 0 ? (
        <Text size="sm" c="dimmed" data-testid="brand-voices-empty">
          No brand voices yet. Paste some of your writing, upload documents or add web pages, and the voice is drawn from them.
        </Text>
      ) : null}
      <Stack gap="sm" data-testid="brand-voices">
        {data?.brand_voice_entries.map((voice) => <BrandVoiceCard key={voice.id} scope={scope} voice={voice} onOpen={() => setOpen({ kind: 'profile', voice, notices: [] })} />)}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of brand voices" /> : null}
      {open.kind === 'create' ? (
        <CreateBrandVoiceModal
          scope={scope}
          onClose={close}
          onCreated={(created) => {
            setPage(1);
            setOpen({ kind: 'profile', voice: created.brand_voice, notices: created.notices });
          }}
        />
      ) : null}
      {open.kind === 'profile' ? <ProfileFormModal key={open.voice.id} scope={scope} voice={open.voice} notices={open.notices} onClose={close} /> : null}
    </PageFrame>
  );
}
