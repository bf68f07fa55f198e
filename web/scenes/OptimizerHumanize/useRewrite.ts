import { useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@web/api/client';
import { handleGenerationFailure } from '@web/api/generationFailure';
import { useHumanize } from '@web/api/humanize';
import { paragraphsOf, paragraphsTouched } from './paragraphs';
import type { TRewriteScope } from './RewritePanel';
import { acceptPassages, rejectPassage, reviewOf, type TReview } from './rewriteReview';

type TRewriteContext = {
  uid: string;
  teamId: string | null;
  teamMode: boolean;
  byok: boolean;
  /** The text being rewritten (the text box) and how to change it. */
  text: string;
  setText: (text: string) => void;
  textBox: RefObject<HTMLTextAreaElement | null>;
  language: string;
  model: string;
  /** The doc the text was copied from, if it was. */
  saveId: string | null;
};

/** Refusals that have a dialog of their own (spec §8: credits, runs, fair usage, plan, provider). */
const hasDialog = (error: unknown) => error instanceof ApiError && error.status >= 420 && error.status !== 502;

/**
 * A rewrite of the text box, all of it or the paragraphs the selection touches, and its review:
 * accepted rewrites replace their passages in the text, rejected ones leave it as it was.
 */
export function useRewrite(context: TRewriteContext) {
  const client = useQueryClient();
  const humanize = useHumanize(context.uid);
  const [review, setReview] = useState<TReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const rewrite = (scope: TRewriteScope) => {
    const text = context.text;
    const box = context.textBox.current;
    const paragraphs = paragraphsOf(text);
    const sent = scope === 'all' ? paragraphs : paragraphsTouched(paragraphs, box?.selectionStart ?? 0, box?.selectionEnd ?? 0);
    setError(null);
    setNotice(null);
    if (sent.length === 0) {
      setError(scope === 'all' ? 'Paste a text to rewrite first.' : 'Select the paragraphs to rewrite in the text box first.');
      return;
    }
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
    const next = acceptPassages(context.text, review.items, indexes);
    context.setText(next.text);
    setReview({ ...review, items: next.items });
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
