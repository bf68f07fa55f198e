import { Checkbox, Stack, TextInput } from '@mantine/core';

export type TNotifyChoice = { email: boolean; webhookUrl: string };

/** Who is told when every article of the run is settled: the person by email, and/or a webhook (the run's summary as JSON). */
export function NotifyFields({ value, onChange, disabled }: { value: TNotifyChoice; onChange: (next: TNotifyChoice) => void; disabled?: boolean }) {
  return (
    <Stack gap="xs" data-testid="autoblog-notify">
      <Checkbox
        label="Email me when the run is finished"
        checked={value.email}
        onChange={(event) => onChange({ ...value, email: event.currentTarget.checked })}
        disabled={disabled}
        data-testid="autoblog-notify-email"
      />
      <TextInput
        label="Webhook (optional)"
        description="When the run is finished, its summary (each article's status and doc link) is POSTed here as JSON."
        placeholder="https://example.com/hooks/autoblog"
        value={value.webhookUrl}
        onChange={(event) => onChange({ ...value, webhookUrl: event.currentTarget.value })}
        disabled={disabled}
        maw={520}
        data-testid="autoblog-webhook"
      />
    </Stack>
  );
}
