import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Sparkles, TextSelect } from 'lucide-react';
import type { Editor } from '@tiptap/core';
import { RewriteOutcome } from '@web/scenes/OptimizerHumanize/RewritePanel';
import { RewriteReview } from '@web/scenes/OptimizerHumanize/RewriteReview';
import { useRewrite } from '@web/scenes/OptimizerHumanize/useRewrite';
import type { TReviewItem } from '@web/scenes/OptimizerHumanize/rewriteReview';
import { modelChoices } from '@web/scenes/FactGPT/modelChoices';
import { showSnackbar } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlags } from '@web/state/flags';
import { ModelSelect } from '../factcheck/ModelSelect';
import { editorRewriteSource } from './editorRewriteSource';

type TProps = { editor: Editor; saveId: string; teamId: string | null; language: string; readOnly: boolean };

/** Tells the writer what an accept did: rewrites made in the doc (Undo takes them back), or paragraphs changed since. */
function reportAccept(before: readonly TReviewItem[], after: readonly TReviewItem[]) {
  const became = (status: TReviewItem['status']) => after.filter((item, i) => item.status === status && before[i]?.status !== status).length;
  const accepted = became('accepted');
  if (accepted > 0) showSnackbar(accepted === 1 ? 'Rewrite applied. Undo (Ctrl+Z) restores the paragraph.' : `${accepted} rewrites applied. Undo (Ctrl+Z) restores the paragraphs.`);
  else if (became('moved') > 0) showSnackbar('That paragraph changed since the rewrite: copy the rewrite instead.');
}

/**
 * The Style tab's rewriting (Humanize AI, issue 18): a model rewrites every paragraph of the doc or
 * the ones the selection touches, and each rewrite is reviewed as a diff; an accepted one is made
 * in the doc in place, keeping the formatting of the words it kept.
 */
export function DocRewrite({ editor, saveId, teamId, language, readOnly }: TProps) {
  const user = useCurrentUser();
  const { defaultModel } = modelChoices(useFlags());
  const [picked, setPicked] = useState<string | null>(null);
  const model = picked ?? defaultModel;
  const source = editorRewriteSource(editor);
  const rewrite = useRewrite({
    uid: user.uid,
    teamId,
    teamMode: teamId !== null,
    byok: Boolean(user.userPlan?.includes('byok')),
    source: {
      ...source,
      accept: (items, indexes) => {
        if (readOnly) {
          showSnackbar('The doc is still loading: accept again in a moment.');
          return [...items];
        }
        const next = source.accept(items, indexes);
        reportAccept(items, next);
        return next;
      },
    },
    language,
    model,
    saveId,
  });
  const blocked = readOnly || rewrite.busy;

  return (
    <Stack gap="sm" data-testid="style-rewrite">
      <Text size="sm" c="dimmed">
        A language model rewrites paragraphs to read naturally, keeping every number, name and link; headings stay as they are. Each rewrite is shown as a diff to accept into the doc or reject.
      </Text>
      <ModelSelect value={model} onChange={setPicked} disabled={blocked} size="xs" offlineNote="Offline engine: no rewrites" />
      <Group gap="xs" wrap="wrap">
        <Button size="xs" leftSection={<Sparkles size={14} />} onClick={() => rewrite.rewrite('all')} loading={rewrite.busy} disabled={readOnly}>
          Rewrite all
        </Button>
        <Button size="xs" variant="default" leftSection={<TextSelect size={14} />} onClick={() => rewrite.rewrite('selection')} disabled={blocked}>
          Rewrite selection
        </Button>
      </Group>
      <RewriteOutcome notice={rewrite.notice} error={rewrite.error} />
      {rewrite.review ? (
        <RewriteReview review={rewrite.review} onAccept={rewrite.accept} onReject={rewrite.reject} onAcceptAll={rewrite.acceptAll} />
      ) : null}
    </Stack>
  );
}
