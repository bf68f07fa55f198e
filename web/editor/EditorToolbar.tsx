import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { ImageIcon } from 'lucide-react';

/** Inserts an image by its URL (images are not uploaded: spec's "images by URL"). */
function ImageByUrlControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const valid = /^https?:\/\/\S+$/i.test(url.trim());
  const insert = () => {
    if (!valid) return;
    editor.chain().focus().setImage({ src: url.trim(), alt: alt.trim() || undefined }).run();
    setOpened(false);
    setUrl('');
    setAlt('');
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow trapFocus>
      <Popover.Target>
        <RichTextEditor.Control onClick={() => setOpened((open) => !open)} aria-label="Insert image by URL" title="Insert image by URL">
          <ImageIcon size={16} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput label="Image URL" placeholder="https://…" value={url} onChange={(event) => setUrl(event.currentTarget.value)} />
          <TextInput label="Description (alt text)" value={alt} onChange={(event) => setAlt(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button size="xs" onClick={insert} disabled={!valid}>
              Insert image
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The formatting toolbar: headings, marks, lists, quotes, links, images, tables and code; `publish` sits at its end. */
export function EditorToolbar({ editor, sticky, publish }: { editor: Editor; sticky: boolean; publish?: ReactNode }) {
  return (
    <RichTextEditor.Toolbar sticky={sticky} stickyOffset={0} className="lf-editor-toolbar">
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.Code />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 />
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        <RichTextEditor.CodeBlock />
        <RichTextEditor.Hr />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
        <ImageByUrlControl editor={editor} />
        <RichTextEditor.TableInsert />
        <RichTextEditor.TableRowAfter />
        <RichTextEditor.TableColumnAfter />
        <RichTextEditor.TableDelete />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
      {publish ? <Box ml="auto">{publish}</Box> : null}
    </RichTextEditor.Toolbar>
  );
}
