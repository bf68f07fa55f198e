import { Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { PROMPT_TEMPLATE_LIMITS, ZPromptTemplateDescription, ZPromptTemplateFormula, ZPromptTemplateName, type TPromptTemplate } from '@core/api/promptTemplates';
import { templateVariables } from '@core/templates/templateVariables';
import { errorMessage } from '@web/api/client';
import { useSavePromptTemplate, type TPromptTemplateScope } from '@web/api/promptTemplates';

/** The first problem the shared contract finds in a field, or null. */
const problemOf = (schema: z.ZodType, value: string): string | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/**
 * Creates a template (`editing` null) or edits one: its name, description and the prompt, whose
 * {variables} are listed as they are typed. The server checks the same rules (core/api).
 */
export function TemplateFormModal({ scope, editing, opened, onClose }: { scope: TPromptTemplateScope; editing: TPromptTemplate | null; opened: boolean; onClose: () => void }) {
  const [template, setTemplate] = useState(editing?.template ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [formula, setFormula] = useState(editing?.formula ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSavePromptTemplate(scope);
  const problems = {
    template: problemOf(ZPromptTemplateName, template),
    description: problemOf(ZPromptTemplateDescription, description),
    formula: problemOf(ZPromptTemplateFormula, formula),
  };
  const variables = templateVariables(formula, PROMPT_TEMPLATE_LIMITS.variables);
  const submit = () => {
    setTouched(true);
    if (problems.template || problems.description || problems.formula) return;
    save.mutate({ saveId: editing?.save_id ?? null, fields: { template, description, formula } }, { onSuccess: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit template' : 'New template'} size="lg">
      <Stack gap="sm" data-testid="prompt-template-form">
        <TextInput label="Name" value={template} onChange={(event) => setTemplate(event.currentTarget.value)} maxLength={PROMPT_TEMPLATE_LIMITS.nameChars} required error={touched ? problems.template : null} />
        <TextInput label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={PROMPT_TEMPLATE_LIMITS.descriptionChars} error={touched ? problems.description : null} />
        <Textarea
          label="Prompt"
          description="Write {variable_name} where a value goes in (letters, digits and underscores); each becomes an input when the template runs. Write {{ or }} for a literal brace."
          value={formula}
          onChange={(event) => setFormula(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={PROMPT_TEMPLATE_LIMITS.formulaChars}
          required
          error={touched || /[{}]/.test(formula) ? problems.formula : null}
        />
        <Group gap={6} data-testid="prompt-template-variables">
          <Text size="xs" c="dimmed">
            Variables:
          </Text>
          {variables.ok && variables.value.length > 0 ? (
            variables.value.map((name) => (
              <Badge key={name} variant="light" tt="none" size="sm">
                {name}
              </Badge>
            ))
          ) : (
            <Text size="xs" c="dimmed">
              none
            </Text>
          )}
        </Group>
        {save.error ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(save.error)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="prompt-template-save">
            {editing ? 'Save changes' : 'Create template'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
