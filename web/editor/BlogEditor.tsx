// The editor's stylesheets load with its chunk; they have nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/tiptap/styles.css';
// oxlint-disable-next-line import/no-unassigned-import
import './editor.css';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Drawer, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { Collaboration } from '@tiptap/extension-collaboration';
import { CollaborationCaret } from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extension-placeholder';
import { useEditor, type Editor } from '@tiptap/react';
import { PanelRight, Save } from 'lucide-react';
import type { TBlog } from '@core/api/blogs';
import { caretColorFor } from '@core/editor/editorOptions';
import { EDITOR_FIELD, blogSchemaExtensions } from '@core/editor/extensions';
import { readingStats, type TReadingStats } from '@core/editor/readingStats';
import { recordSave, resetLastSaved, useLastSavedAt } from '@web/state/lastSaved';
import { useCurrentUser } from '@web/state/currentUser';
import { EditorToolbar } from './EditorToolbar';
import { AnalysisHighlights } from './highlights/analysisHighlights';
import { AnalysisTabs } from './panels/AnalysisTabs';
import { ExportMenu } from './ExportMenu';
import { PublishButton } from './publish/PublishButton';
import { isClean, saveStatusLabel } from './saveStatus';
import { SidePanel } from './SidePanel';
import { TitleField } from './TitleField';
import type { TCollabState } from './useCollaborativeDoc';
import { useDocFields } from './useDocFields';
import { useLeaveGuard } from './useLeaveGuard';

/** Figures refresh this long after typing pauses (a 10,000-word doc takes a few ms to count). */
const STATS_DELAY_MS = 300;
/** While nothing waits to be saved, the last-saved clock is kept current this often. */
const CLEAN_CLOCK_MS = 5_000;

function textOf(editor: Editor) {
  return editor.getText({ blockSeparator: '\n\n' });
}

/** The ticking "Saved …" line. */
function SaveIndicator({ label }: { label: string }) {
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="save-status">
      {label}
    </Text>
  );
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

type TEditorProps = { blog: TBlog; phone: boolean; teamId: string | null; headerActions?: ReactNode };

function EditorBody({ blog, collab, phone, teamId, headerActions }: TEditorProps & { collab: TCollabState }) {
  const user = useCurrentUser();
  const [stats, setStats] = useState<TReadingStats>(() => readingStats(''));
  const [detailsOpen, setDetailsOpen] = useState(false);
  const statsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editorRef = useRef<Editor | null>(null);
  const docFields = useDocFields(blog, collab, () => {
    const editor = editorRef.current;
    return editor ? { html: editor.getHTML(), text: textOf(editor) } : { html: '', text: '' };
  });

  const editor = useEditor(
    {
      extensions: [
        ...blogSchemaExtensions(),
        Placeholder.configure({ placeholder: 'Start writing…' }),
        AnalysisHighlights,
        Collaboration.configure({ document: collab.doc, field: EDITOR_FIELD }),
        CollaborationCaret.configure({
          provider: collab.provider,
          user: { name: user.displayName || user.email, color: caretColorFor(user.uid) },
        }),
      ],
      // Editable from the start when the stored doc has already arrived (the route connects while the
      // app boots): a later setEditable re-renders every node of a long doc, ~100 ms for 10,000 words.
      editable: collab.synced,
      editorProps: { attributes: { 'aria-label': 'Doc text', 'data-testid': 'doc-text', spellcheck: 'true' } },
      // A doc that had arrived before the editor was made opens with its content and emits no
      // update: count its figures now, or they read 0 until the first keystroke.
      onCreate: ({ editor: current }) => setStats(readingStats(textOf(current))),
      onUpdate: ({ editor: current }) => {
        clearTimeout(statsTimer.current);
        statsTimer.current = setTimeout(() => setStats(readingStats(textOf(current))), STATS_DELAY_MS);
      },
    },
    [collab.doc, collab.provider],
  );
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // Else editable once the stored doc has arrived, so nothing is typed into a doc that is about to
  // fill; setEditable emits an update, which counts the figures of the opened doc (filling it does too).
  useEffect(() => {
    if (editor && collab.synced && !editor.isEditable) editor.setEditable(true);
  }, [editor, collab.synced]);
  useEffect(() => () => clearTimeout(statsTimer.current), []);

  const saveState = {
    textPending: collab.textPending,
    connected: collab.connected,
    savePending: docFields.saving,
    lastSavedAt: useLastSavedAt(),
  };
  const clean = isClean(saveState) && collab.synced;
  const cleanRef = useRef(clean);
  useEffect(() => {
    cleanRef.current = clean;
  }, [clean]);

  // The last-saved clock (web/state/lastSaved.ts) drives the leave, logout and project-switch
  // guards: it stays current while everything is saved, and stops when work is waiting.
  useEffect(() => {
    if (!clean) return;
    recordSave();
    const id = setInterval(() => recordSave(), CLEAN_CLOCK_MS);
    return () => clearInterval(id);
  }, [clean]);
  // Leaving with everything saved leaves no open work behind for the other guards.
  useEffect(() => () => {
    if (cleanRef.current) resetLastSaved();
  }, []);

  useLeaveGuard(cleanRef);

  const saveNow = docFields.saveNow;
  const saveBeforeExport = useCallback(() => saveNow({ quiet: true }), [saveNow]);
  // The tab names the doc by its title as anyone edits it.
  const title = docFields.fields.title;
  useEffect(() => {
    window.document.title = `${title.trim() || 'Untitled doc'} · Longform`;
  }, [title]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [saveNow]);

  const now = useNow(5_000);
  const status = saveStatusLabel(saveState, Math.max(now, saveState.lastSavedAt ?? 0));
  if (!editor) return <Loader />;
  const details = <SidePanel stats={stats} fields={docFields.fields} setFields={docFields.setFields} readOnly={!collab.synced} />;
  const panel = (
    <AnalysisTabs
      details={details}
      tab={{ editor, blog, teamId, fields: docFields.fields, setFields: docFields.setFields, readOnly: !collab.synced }}
    />
  );
  const header = (
    <Group justify="space-between" gap="xs" wrap="wrap" className="lf-editor-header">
      <SaveIndicator label={collab.synced ? status : 'Opening…'} />
      <Group gap="xs">
        {phone ? (
          <Button variant="default" leftSection={<PanelRight size={16} />} onClick={() => setDetailsOpen(true)}>
            Details
          </Button>
        ) : null}
        {headerActions}
        <ExportMenu copyId={blog._id} teamId={teamId} beforeExport={saveBeforeExport} />
        <Button leftSection={<Save size={16} />} onClick={() => void saveNow()}>
          Save
        </Button>
      </Group>
    </Group>
  );
  const document = (
    <Stack gap="sm" className="lf-print-area">
      <h1 className="lf-print-only">{docFields.fields.title}</h1>
      <TitleField
        value={docFields.fields.title}
        readOnly={!collab.synced}
        phone={phone}
        onChange={(next) => docFields.setFields({ title: next })}
        onEnter={() => editor?.commands.focus('start')}
      />
      <RichTextEditor editor={editor} className="lf-editor-doc">
        <EditorToolbar
          editor={editor}
          sticky={!phone}
          // Publishing sends the saved HTML: the same save as Export runs first.
          publish={<PublishButton blogId={blog._id} doc={docFields.fields} beforePublish={saveBeforeExport} />}
        />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Stack>
  );

  if (phone) {
    return (
      <Stack gap="sm" className="lf-editor-phone">
        {header}
        {document}
        <Drawer opened={detailsOpen} onClose={() => setDetailsOpen(false)} position="bottom" size="85%" title="Doc details">
          {panel}
        </Drawer>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{document}</Grid.Col>
        {/* Wide enough for the analysis tabs (score components, term lists, link suggestions). */}
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className="lf-screen-only">
          <Paper withBorder p="md" radius="md">
            {panel}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The doc editor: TipTap over the doc's shared Yjs document, with the toolbar, title, side panel,
 * autosave, export and print; `headerActions` (the scene's Share) sit beside Export. `phone` lays
 * it out for a narrow screen (/m/blogs/editor). The caller opens the collaboration connection
 * (useCollaborativeDoc), so it can sync while the doc's fields load.
 */
export function BlogEditor({ collab, ...props }: TEditorProps & { collab: TCollabState | null }) {
  if (collab?.refused) {
    return (
      <Alert color="red" title="This doc cannot be opened">
        It belongs to someone else, or your session has ended. Sign in again or open one of your own docs.
      </Alert>
    );
  }
  if (!collab) return <Loader />;
  return (
    <Box>
      <EditorBody collab={collab} {...props} />
    </Box>
  );
}
