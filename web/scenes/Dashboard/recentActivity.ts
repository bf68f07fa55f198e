import type { TAutoblogRunSummary } from '@core/api/autoblog';
import type { TBlogListItem } from '@core/api/blogs';
import type { z } from 'zod';
import type { ZChatListItem } from '@core/api/chat';
import { blogEditorPath } from '@web/api/blogs';
import { templateName } from '../Autoblog/autoblogTemplates';

/** How many of each the dashboard lists. */
export const RECENT_COUNT = 5;

/** One line of "Recent work": what it is, where it opens, and when it last changed. */
export type TRecentItem = { key: string; title: string; to: string; detail: string; when: string };

const untitled = (title: string | null | undefined, fallback: string) => (title?.trim() ? title.trim() : fallback);

export function recentDocs(docs: readonly TBlogListItem[]): TRecentItem[] {
  return docs.slice(0, RECENT_COUNT).map((doc) => ({
    key: doc._id,
    title: untitled(doc.title, 'Untitled draft'),
    to: blogEditorPath(doc._id),
    detail: `${doc.word_count.toLocaleString('en-US')} words`,
    when: doc.last_updated,
  }));
}

type TChatListItem = z.infer<typeof ZChatListItem>;

export function recentChats(chats: readonly TChatListItem[]): TRecentItem[] {
  return chats.slice(0, RECENT_COUNT).map((chat) => ({
    key: chat.save_id,
    title: untitled(chat.title, 'New chat'),
    to: `/factgpt?${new URLSearchParams({ chat_id: chat.save_id })}`,
    detail: `${chat.mode} mode`,
    when: chat.last_updated,
  }));
}

/** A run reads as its template and how far it got ("3 of 5 articles done"). */
export function recentRuns(runs: readonly TAutoblogRunSummary[]): TRecentItem[] {
  return runs.slice(0, RECENT_COUNT).map((run) => ({
    key: run.id,
    title: `${templateName(run.template)} run`,
    to: `/templates/workflow/runs/${encodeURIComponent(run.id)}`,
    detail: `${run.counts.done} of ${run.counts.total} article${run.counts.total === 1 ? '' : 's'} done${run.counts.active ? ', writing' : ''}`,
    when: run.created_at,
  }));
}
