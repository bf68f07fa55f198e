import type { z } from 'zod';
import type { ZSaveChatInput } from '@core/api/chat';
import type { TChatContent } from '../../commands/chatCreator';

/** The content fields of a save or update body, as the chat saver takes them. */
export function chatContent(body: z.output<typeof ZSaveChatInput>, teamId: string | null): TChatContent {
  return {
    chatHistory: body.chat_history,
    mode: body.mode,
    searchObj: body.search_obj,
    followUp: body.follow_up,
    model: body.model ?? null,
    blogId: body.blog_id ?? null,
    projectId: body.project_id,
    teamId,
  };
}
