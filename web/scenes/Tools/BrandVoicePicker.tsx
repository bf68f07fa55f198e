import { useState } from 'react';
import { ActionIcon, Group, Select } from '@mantine/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BRAND_VOICE_PAGE_SIZE } from '@core/api/brandVoices';
import { useBrandVoices, type TBrandVoiceScope } from '@web/api/brandVoices';

/**
 * The brand voice a run may use (optional). Voices come five to a page, as the list call serves
 * them; the arrows page through when there are more. Without any voice (or when the list cannot be
 * read) there is nothing to pick, so nothing shows.
 */
export function BrandVoicePicker({ scope, value, onChange, disabled }: { scope: TBrandVoiceScope; value: string | null; onChange: (id: string | null) => void; disabled?: boolean }) {
  const [page, setPage] = useState(1);
  // The chosen voice keeps its name while another page shows.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const voices = useBrandVoices({ uid: scope.uid, teamId: scope.teamId }, page);
  const total = voices.data?.total_documents ?? 0;
  if (voices.isError || total === 0) return null;
  const entries = voices.data?.brand_voice_entries ?? [];
  const data = entries.map((voice) => ({ value: voice.id, label: voice.name }));
  if (value && chosenName && !data.some((item) => item.value === value)) data.unshift({ value, label: chosenName });
  const pages = Math.ceil(total / BRAND_VOICE_PAGE_SIZE);
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <Select
        label="Brand voice"
        placeholder="None"
        w={190}
        clearable
        disabled={disabled}
        data={data}
        value={value}
        onChange={(id, option) => {
          setChosenName(option?.label ?? null);
          onChange(id);
        }}
        data-testid="tool-brand-voice"
      />
      {pages > 1 ? (
        <>
          <ActionIcon variant="subtle" aria-label="Earlier brand voices" disabled={page <= 1} onClick={() => setPage(page - 1)} mb={4}>
            <ChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label="More brand voices" disabled={page >= pages} onClick={() => setPage(page + 1)} mb={4}>
            <ChevronRight size={16} />
          </ActionIcon>
        </>
      ) : null}
    </Group>
  );
}
