import { Select, SimpleGrid } from '@mantine/core';
import type { TAutoblogSettings } from '@core/api/autoblog';
import { LANGUAGES } from '@core/flags/catalogue';
import { BLOG_COUNTRIES, BLOG_TONES, offeredLanguages, toneLabel } from '@core/editor/editorOptions';
import { useFlag } from '@web/state/flags';
import { FORMALITY_OPTIONS, LENGTH_OPTIONS, MODE_OPTIONS } from './autoblogTemplates';

/** A template's settings (spec §9 defaults: English-US, United States, CASUAL). */
export function SettingsFields({ value, onChange, disabled }: { value: TAutoblogSettings; onChange: (patch: Partial<TAutoblogSettings>) => void; disabled: boolean }) {
  const languages = offeredLanguages(useFlag('languages'), LANGUAGES);
  const lengths = LENGTH_OPTIONS.some((option) => option.value === String(value.length)) ? LENGTH_OPTIONS : [...LENGTH_OPTIONS, { value: String(value.length), label: `${value.length} words` }];
  const pick = <T,>(next: string | null, apply: (value: string) => T) => (next ? apply(next) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Select
        label="Research"
        description={MODE_OPTIONS.find((option) => option.value === value.mode)?.hint}
        data={MODE_OPTIONS.map(({ value: mode, label }) => ({ value: mode, label }))}
        value={value.mode}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) => pick(next, (mode) => onChange({ mode: mode as TAutoblogSettings['mode'] }))}
      />
      <Select
        label="Formality"
        data={FORMALITY_OPTIONS}
        value={value.formality}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) => pick(next, (formality) => onChange({ formality: formality as TAutoblogSettings['formality'] }))}
      />
      <Select label="Length" data={lengths} value={String(value.length)} allowDeselect={false} disabled={disabled} onChange={(next) => pick(next, (length) => onChange({ length: Number(length) }))} />
      <Select label="Language" data={languages} value={value.language} searchable allowDeselect={false} disabled={disabled} onChange={(next) => pick(next, (language) => onChange({ language }))} />
      <Select label="Country" data={[...BLOG_COUNTRIES]} value={value.country} searchable allowDeselect={false} disabled={disabled} onChange={(next) => pick(next, (country) => onChange({ country }))} />
      <Select
        label="Tone"
        data={BLOG_TONES.map((tone) => ({ value: tone, label: toneLabel(tone) }))}
        value={value.tone}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) => pick(next, (tone) => onChange({ tone }))}
      />
    </SimpleGrid>
  );
}
