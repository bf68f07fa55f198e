import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, JsonInput, MultiSelect, NumberInput, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import type { TAdminFlag } from '@core/api/adminFlags';
import type { TFlagValue } from '@core/flags/catalogue';
import { withOverride, type TFlagOverride } from '@core/flags/overrides';
import { PLAN_LIST } from '@core/plans/planTable';
import { errorMessage } from '@web/api/client';
import { showSnackbar } from '@web/state/alerts';
import { useChangeFlag } from '@web/api/adminFlags';

const PLAN_IDS = PLAN_LIST.map((plan) => plan.id);

/** The value the editor starts from: the newest override's, else the plan table's most common one. */
function startValue(flag: TAdminFlag): TFlagValue {
  return flag.overrides[0]?.value ?? flag.defaults[0]?.value ?? null;
}

/** The value input of a flag's type; json edits text that must parse. */
function ValueInput({ flag, value, onChange }: { flag: TAdminFlag; value: TFlagValue; onChange: (value: TFlagValue) => void }) {
  const label = `Value of ${flag.id}`;
  if (flag.type === 'boolean') {
    return <Switch label={label} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
  }
  if (flag.type === 'number') {
    return <NumberInput label={label} value={typeof value === 'number' ? value : ''} onChange={(next) => onChange(typeof next === 'number' ? next : null)} />;
  }
  return <TextInput label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/**
 * Adds or replaces one override of a flag (same plans and emails replace; otherwise it goes first in
 * its group, as the admin command does), or removes them all. The server checks everything again.
 */
export function FlagEditor({ flag }: { flag: TAdminFlag }) {
  const change = useChangeFlag(flag.id);
  const [value, setValue] = useState<TFlagValue>(startValue(flag));
  const [json, setJson] = useState(JSON.stringify(startValue(flag), null, 2));
  const [plans, setPlans] = useState<string[]>([]);
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function run(overrides: TFlagOverride[] | null, done: string) {
    setError(null);
    try {
      await change.mutateAsync(overrides);
      showSnackbar(done);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    let next = value;
    if (flag.type === 'json') {
      try {
        next = JSON.parse(json) as TFlagValue;
      } catch {
        return setError(`The value of "${flag.id}" must be JSON.`);
      }
    }
    const added: TFlagOverride = { value: next, ...(plans.length ? { plans } : {}), ...(emails.length ? { emails } : {}) };
    void run(withOverride(flag.overrides, added), `Saved the override of ${flag.id}.`);
  }

  return (
    <form onSubmit={save} noValidate aria-label={`Override of ${flag.id}`}>
      <Stack gap="xs">
        {flag.type === 'json' ? (
          <JsonInput label={`Value of ${flag.id}`} value={json} onChange={setJson} autosize minRows={2} maxRows={10} />
        ) : (
          <ValueInput flag={flag} value={value} onChange={setValue} />
        )}
        <Group grow align="flex-start">
          <MultiSelect label="Plans (optional)" data={PLAN_IDS} value={plans} onChange={setPlans} searchable clearable placeholder="Any plan" />
          <TagsInput label="Emails (optional)" value={emails} onChange={setEmails} placeholder="Type an email, press Enter" />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={change.isPending}>
            Save
          </Button>
          <Button variant="default" color="red" disabled={flag.overrides.length === 0 || change.isPending} onClick={() => void run(null, `${flag.id} follows the plan table again.`)}>
            Remove overrides
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
