import type { ChatEntry, ChatSendRequest, ChatUploadRequest } from '@mandi/state-machines'
import { fromPromise } from 'xstate'
import { chatApi } from '../../api/calls/chat.ts'
import { toPromise } from '../../api/to-promise.ts'
import { loadConversation, saveConversation } from './chat-store.ts'

/**
 * The chat machine's actors for the signed-in `owner`. The machine's upload event carries `{ name }` only
 * (ChatFile); the screen sends the picked File itself, which has that shape, and the upload actor takes
 * the bytes from it.
 */
export function chatActors(owner: string) {
  return {
    loadMessages: fromPromise<ChatEntry[], { peer: string }>(({ input }) =>
      loadConversation(owner, input.peer),
    ),
    saveMessages: fromPromise<void, { peer: string; messages: ChatEntry[] }>(({ input }) =>
      saveConversation(owner, input.peer, input.messages),
    ),
    sendMessage: fromPromise<{ msgId: string; sendTime: number }, ChatSendRequest>(async ({ input }) => {
      // The machine's key for this message, the same on every retry: the server stores it once.
      const sent = await toPromise(
        chatApi.send({ content: input.content, receiver: Number(input.peer) }, input.idempotencyKey),
      )
      return { msgId: String(sent.msgId), sendTime: sent.time }
    }),
    uploadFile: fromPromise<{ msgId: string; sendTime: number; url: string }, ChatUploadRequest>(
      async ({ input }) => {
        const file: unknown = input.file
        if (!(file instanceof Blob)) throw new Error('No file to upload')
        const sent = await toPromise(
          chatApi.upload(
            { file, fileName: input.file.name, content: input.file.name, receiver: Number(input.peer) },
            input.idempotencyKey,
          ),
        )
        return { msgId: String(sent.msgId), sendTime: sent.time, url: sent.url }
      },
    ),
  }
}
