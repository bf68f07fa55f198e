import type { z } from 'zod';
import type { ZChatListItem } from '@core/api/chat';

/** One line of the chat list as the server sends it. */
export type TChatListItem = z.infer<typeof ZChatListItem>;
