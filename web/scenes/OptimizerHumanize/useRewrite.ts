import { useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@web/api/client';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { useHumanize } from '@web/api/humanize';
import { paragraphsOf, paragraphsTouched, type TParagraph } from './paragraphs';
import type { TRewriteScope } from './RewritePanel';
import { acceptPassages, rejectPassage, reviewOf, type TReview, type TReviewItem } from './rewriteReview';

/**
 * Where the rewritten text lives (the page's text box, the editor's doc): what a scope sends, and
 * how accepted rewrites get into the text.
 */
export type TRewriteSource = {
  /** The text as it stands and the paragraphs the scope sends, or why none can be sent. */
  pick: (scope: TRewriteScope) => { text: string; sent: TParagraph[] } | { error: string };
  /** Puts the open, acceptable rewrites among `indexes` in the text; answers every item with its new status. */
  accept: (items: readonly TReviewItem[], indexes: readonly number[]) => TReviewItem[];
};

type TRewriteContext = {
  uid: string;
  teamId: string | null;
  teamMode: boolean;
  byok: boolean;
  source: TRewriteSource;
  language: string;
  model: string;
  /** The doc the text comes from, if it does. */
  saveId: string | null;
};

/**
 * The page's text box as a rewrite source: paragraphs split at blank lines, the selection read from
 * the box when a rewrite starts (a hook only so that the box's ref may be handed to it in render).
 */
export function useTextBoxSource(text: string, setText: (text: string) => void, textBox: RefObject<HTMLTextAreaElement | null>): TRewriteSource {
  return {
    pick: (scope) => {
      const box = textBox.current;
      const paragraphs = paragraphsOf(text);
      const sent = scope === 'all' ? paragraphs : paragraphsTouched(paragraphs, box?.selectionStart ?? 0, box?.selectionEnd ?? 0);
      if (sent.length > 0) return { text, sent };
      return { error: scope === 'all' ? 'Paste a text to rewrite first.' : 'Select the paragraphs to rewrite in the text box first.' };
    },
    accept: (items, indexes) => {
      const next = acceptPassages(text, items, indexes);
      setText(next.text);
      return next.items;
    },
  };
}

/** Refusals that have a dialog of their own (spec §8: credits, runs, fair usage, plan, provider). */
const hasDialog = (error: unknown) => error instanceof ApiError && error.status >= 420 && error.status !== 502;

/**
 * A rewrite of the source's text, all of it or the paragraphs the selection touches, and its review:
 * accepted rewrites replace their passages in the text, rejected ones leave it as it was.
 */
export function useRewrite(context: TRewriteContext) {
  const client = useQueryClient();
  const humanize = useHumanize(context.uid);
  const [review, setReview] = useState<TReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const rewrite = (scope: TRewriteScope) => {
    const picked = context.source.pick(scope);
    setError(null);
    setNotice(null);
    if ('error' in picked) {
      setError(picked.error);
      return;
    }
    const { text, sent } = picked;
    const input = { unique_id: context.uid, team_id: context.teamId, passages: sent.map((paragraph) => ({ text: paragraph.text })), language: context.language, model: context.model, ...(context.saveId ? { save_id: context.saveId } : {}) };
    humanize.mutate(input, {
      onSuccess: (result) => {
        setNotice(result.notice);
        setReview(result.engine === 'offline' ? null : reviewOf(text, sent, result));
      },
      onError: (failure) => {
        setError(errorMessage(failure));
        if (hasDialog(failure)) handleGenerationFailure(failure, { client, uid: context.uid, byok: context.byok, teamMode: context.teamMode, feature: 'content_optimization' });
      },
    });
  };

  const accept = (indexes: number[]) => {
    if (!review) return;
    setReview({ ...review, items: context.source.accept(review.items, indexes) });
  };

  return {
    rewrite,
    busy: humanize.isPending,
    review,
    notice,
    error,
    accept: (index: number) => accept([index]),
    acceptAll: () => accept(review?.items.map((item) => item.index) ?? []),
    reject: (index: number) => review && setReview({ ...review, items: rejectPassage(review.items, index) }),
    clear: () => {
      setReview(null);
      setNotice(null);
      setError(null);
    },
  };
}
