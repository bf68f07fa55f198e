import { Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LINKED_TOOLS, STANDALONE_TOOL_IDS, WRITING_TOOLS, isWritingTool } from '@core/tools/toolRegistry';

/** Every standalone tool by title, in the order of spec §2 (the linked ones lead to their own pages). */
const TOOL_OPTIONS = STANDALONE_TOOL_IDS.map((id) => ({ value: id, label: isWritingTool(id) ? WRITING_TOOLS[id].title : LINKED_TOOLS[id as keyof typeof LINKED_TOOLS].title }));

/** A compact picker of all the writing tools: choosing one opens its page. */
export function ToolSwitcher({ current }: { current: string }) {
  const navigate = useNavigate();
  return (
    <Select
      aria-label="Writing tool"
      w={260}
      searchable
      allowDeselect={false}
      data={TOOL_OPTIONS}
      value={current}
      onChange={(id) => id && id !== current && void navigate(`/standalones/${id}`)}
      comboboxProps={{ position: 'bottom-start' }}
      data-testid="tool-switcher"
    />
  );
}
