import { useState } from 'react';
import { Divider, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { RUN_FEATURES, type TAdminUser, type TRunFeature } from '@core/api/admin';
import { useAssignablePlans } from '@web/api/admin';
import { AccountActionForm } from './AccountActionForm';
import { creditsLine, expiryText, runsLine } from './accountFigures';

/** An empty NumberInput is sent as null, so the server's message says what is missing. */
const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null) as number;

const FEATURE_LABELS: Record<TRunFeature, string> = { autoblog_workflow: 'AutoBlog workflow', content_optimization: 'Content optimization' };

/** The account's figures and its four actions: set plan, add credits, add runs, extend expiry. Figures refresh after each. */
export function AccountModal({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const plans = useAssignablePlans();
  const [plan, setPlan] = useState<string | null>(user.plan_name);
  const [credits, setCredits] = useState<string | number>('');
  const [feature, setFeature] = useState<TRunFeature>('autoblog_workflow');
  const [runs, setRuns] = useState<string | number>('');
  const [days, setDays] = useState<string | number>('');

  return (
    <Modal opened onClose={onClose} title={`Manage ${user.email}`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="xs" aria-label="Account figures">
          <Text size="sm">Plan: {user.plan_name ?? '(none)'}</Text>
          <Text size="sm">Expiry: {expiryText(user.expiry_date)}</Text>
          <Text size="sm">Credits: {creditsLine(user)}</Text>
          <Text size="sm">Runs left: {runsLine(user)}</Text>
        </SimpleGrid>
        <Divider />
        <AccountActionForm userId={user.unique_id} title="Set plan" submitLabel="Set plan" done={`Plan set for ${user.email}.`} change={() => ({ kind: 'plan', plan_name: plan ?? '' })}>
          <Select
            label="Plan"
            data={(plans.data ?? []).map((option) => ({ value: option.id, label: `${option.name} (${option.id})` }))}
            value={plan}
            onChange={setPlan}
            searchable
            nothingFoundMessage="No plan matches"
            style={{ flex: 1 }}
          />
        </AccountActionForm>
        <AccountActionForm
          userId={user.unique_id}
          title="Add credits"
          submitLabel="Add credits"
          done={`Credits added to ${user.email}.`}
          change={() => ({ kind: 'credits', amount: numberOrNull(credits) })}
          onDone={() => setCredits('')}
        >
          <NumberInput label="Credits to add" placeholder="e.g. 500 or 2.5" value={credits} onChange={setCredits} decimalScale={1} min={0} style={{ flex: 1 }} />
        </AccountActionForm>
        <AccountActionForm
          userId={user.unique_id}
          title="Add runs"
          submitLabel="Add runs"
          done={`Runs added to ${user.email}.`}
          change={() => ({ kind: 'runs', feature, count: numberOrNull(runs) })}
          onDone={() => setRuns('')}
        >
          <Select
            label="Feature"
            data={RUN_FEATURES.map((value) => ({ value, label: FEATURE_LABELS[value] }))}
            value={feature}
            onChange={(value) => value && setFeature(value as TRunFeature)}
            allowDeselect={false}
            style={{ flex: 1 }}
          />
          <NumberInput label="Runs to add" value={runs} onChange={setRuns} allowDecimal={false} min={0} w={120} />
        </AccountActionForm>
        <AccountActionForm
          userId={user.unique_id}
          title="Extend expiry"
          submitLabel="Extend"
          done={`Expiry of ${user.email} extended.`}
          change={() => ({ kind: 'expiry', days: numberOrNull(days) })}
          onDone={() => setDays('')}
        >
          <NumberInput label="Days to add" placeholder="e.g. 30" value={days} onChange={setDays} allowDecimal={false} min={0} style={{ flex: 1 }} />
        </AccountActionForm>
      </Stack>
    </Modal>
  );
}
