import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { ANALYTICS_PRESET_DAYS, lastDays } from '@core/api/analytics';
import type { TAnalyticsPeriod } from '@web/api/analytics';

export type TPeriodChoice = `${(typeof ANALYTICS_PRESET_DAYS)[number]}` | 'custom';

/** Today as a UTC date: the periods are whole UTC days, as the server counts them. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The period of a preset choice (the last 7, 30 or 90 days up to today). */
export function presetPeriod(choice: Exclude<TPeriodChoice, 'custom'>): TAnalyticsPeriod {
  return lastDays(Number(choice), utcToday());
}

/**
 * The period filter: 7, 30 or 90 days, or a custom from–to applied with its button. The server
 * checks the custom dates and its message shows under the fields (`error`).
 */
export function PeriodFilter({ choice, period, error, onChange }: { choice: TPeriodChoice; period: TAnalyticsPeriod; error: string | null; onChange: (choice: TPeriodChoice, period: TAnalyticsPeriod) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);

  function choose(value: string) {
    const next = value as TPeriodChoice;
    if (next === 'custom') onChange(next, { from, to });
    else {
      const preset = presetPeriod(next);
      setFrom(preset.from);
      setTo(preset.to);
      onChange(next, preset);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    onChange('custom', { from: from.trim(), to: to.trim() });
  }

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={choice}
        onChange={choose}
        data={[...ANALYTICS_PRESET_DAYS.map((days) => ({ value: `${days}`, label: `${days} days` })), { value: 'custom', label: 'Custom' }]}
      />
      {choice === 'custom' ? (
        <form onSubmit={apply} noValidate aria-label="Custom period">
          <Group align="flex-start" gap="sm">
            <TextInput type="date" label="From" name="from" value={from} onChange={(event) => setFrom(event.currentTarget.value)} error={Boolean(error)} />
            <TextInput type="date" label="To" name="to" value={to} onChange={(event) => setTo(event.currentTarget.value)} error={Boolean(error)} />
            <Button type="submit" mt={25}>
              Apply
            </Button>
          </Group>
          {error ? (
            <Text size="sm" c="red" mt={4} role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      ) : null}
    </Group>
  );
}
