import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { REPURPOSE_FORMAT_IDS, REPURPOSE_FORMATS, type TRepurposeFormatId } from '@core/tools/repurposeFormats';
import { FORMAT_ICONS } from './formatIcons';
import { limitLabel } from './formatLimits';

/** The formats of spec §3 as cards (thumbnail, title, description, platform limit); any number may be picked. */
export function FormatPicker({ selected, onChange, disabled }: { selected: TRepurposeFormatId[]; onChange: (ids: TRepurposeFormatId[]) => void; disabled?: boolean }) {
  return (
    <Checkbox.Group value={selected} onChange={(ids) => onChange(REPURPOSE_FORMAT_IDS.filter((id) => ids.includes(id)))} label="Formats" description="Pick one or several.">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
        {REPURPOSE_FORMAT_IDS.map((id) => {
          const format = REPURPOSE_FORMATS[id];
          const Icon = FORMAT_ICONS[format.thumb];
          const limit = limitLabel(format);
          return (
            <Checkbox.Card key={id} value={id} radius="md" p="sm" disabled={disabled} aria-label={format.title} data-testid={`repurpose-format-${id}`}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Icon size={22} aria-hidden />
                  <Checkbox.Indicator disabled={disabled} />
                </Group>
                <Text fw={600} size="sm">
                  {format.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.description}
                </Text>
                {limit ? (
                  <Text size="xs" fw={500}>
                    {limit}
                  </Text>
                ) : null}
              </Stack>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
