/** What the Worker tells a user's room (server to server). */
import { z } from 'zod';

export const notifyBody = z.object({
  type: z.literal('getMessage'),
  message: z.object({
    _id: z.string(),
    conversationId: z.string(),
    sender: z.string(),
    text: z.string(),
    createdAt: z.string(),
  }),
});
export type Notify = z.infer<typeof notifyBody>;
