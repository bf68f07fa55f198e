import { Group, Select, Text } from '@mantine/core';
import { useAppConfig } from '@web/api/appConfig';
import { modelChoices, offlineModels } from '@web/scenes/FactGPT/modelChoices';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlags } from '@web/state/flags';
import { useLocalValue, writeLocal } from '@web/state/localStore';

const checkModelKey = (uid: string) => `longform:factcheck-model:${uid}`;

/**
 * The model checks use, shared by the page and the editor's tab and kept across reloads: the one
 * the writer last chose while the picker still offers it, else the user's default chat model (the
 * FactGPT picker's first choice).
 */
export function useCheckModel(): [string, (model: string) => void] {
  const user = useCurrentUser();
  const { defaultModel, models } = modelChoices(useFlags());
  const stored = useLocalValue(checkModelKey(user.uid));
  const model = stored && models.includes(stored) ? stored : defaultModel;
  return [model, (next: string) => writeLocal(checkModelKey(user.uid), next)];
}

/**
 * The model a task runs on (fact checks, the Style tab's rewrites): FactGPT's choices (the default
 * chat model, then each model whose flag is on), those answered by the offline engine marked as
 * such, with `offlineNote` saying what that engine cannot do for this task.
 */
export function ModelSelect({
  value,
  onChange,
  disabled,
  size = 'sm',
  offlineNote = 'Offline engine: no verdicts',
}: {
  value: string;
  onChange: (model: string) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  offlineNote?: string;
}) {
  const user = useCurrentUser();
  const { models } = modelChoices(useFlags());
  const config = useAppConfig();
  const offline = offlineModels(config.data, Boolean(user.userPlan?.includes('byok')));
  return (
    <Select
      label="Model"
      size={size}
      w={size === 'xs' ? 150 : 190}
      allowDeselect={false}
      disabled={disabled}
      data={models.includes(value) ? models : [...models, value]}
      value={value}
      description={offline.includes(value) ? offlineNote : undefined}
      inputWrapperOrder={['label', 'input', 'description']}
      onChange={(next) => next && onChange(next)}
      comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          <span>{option.value}</span>
          {offline.includes(option.value) ? (
            <Text span size="xs" c="dimmed">
              offline engine
            </Text>
          ) : null}
        </Group>
      )}
    />
  );
}
