import { Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { FACTCHECK_MAX_URLS } from '@core/api/factcheck';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';

export type TCheckOptions = { web: boolean; urls: string; model: string };

/** Where the evidence comes from (the web, the project's assets, the writer's addresses) and which model gives verdicts. */
export function CheckOptions({
  value,
  onChange,
  urlProblem,
  projectName,
  disabled,
}: {
  value: TCheckOptions;
  onChange: (patch: Partial<TCheckOptions>) => void;
  urlProblem: string | null;
  projectName: string | null;
  disabled: boolean;
}) {
  return (
    <Stack gap="sm">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <ModelSelect value={value.model} onChange={(model) => onChange({ model })} disabled={disabled} />
        <Checkbox label="Search the web" checked={value.web} onChange={(event) => onChange({ web: event.currentTarget.checked })} disabled={disabled} mb={8} />
      </Group>
      <Text size="sm" c="dimmed">
        {projectName ? `All assets of the project “${projectName}” are searched too.` : 'Your project’s assets are searched too.'}
      </Text>
      <Textarea
        label="Pages to read as evidence"
        description={`Up to ${FACTCHECK_MAX_URLS} addresses, one per line (optional).`}
        placeholder="https://example.com/source"
        value={value.urls}
        onChange={(event) => onChange({ urls: event.currentTarget.value })}
        error={urlProblem}
        autosize
        minRows={2}
        maxRows={5}
        disabled={disabled}
      />
    </Stack>
  );
}
