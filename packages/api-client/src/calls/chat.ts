import { Schema } from 'effect'
import { type Ack, fetchAck, fetchData } from '../http.ts'
import { AdminContact, ChatMessage, ChatSendResult, ChatUploadResult } from '../schemas/chat.ts'
import { type Call, type CallContext, postMultipartData } from './context.ts'

/** The `plat` value this client sends to the chat host (CONTRACT.md). */
export const CHAT_PLATFORM = 'web'

export interface ChatPage {
  /** The other side's user id (history) or the caller's own id (conversations). */
  readonly userId: number
  /** 0 for the newest page, else the oldest msg_id already held. */
  readonly lastMsgId?: number
}

export interface ChatSendInput {
  readonly content: string
  /** The other side's user id. */
  readonly receiver: number
  /** Defaults to 'text'. */
  readonly target?: string
}

export interface ChatUploadInput {
  readonly file: Blob
  readonly content: string
  readonly receiver: number
  /** The file name sent with the part (Blob has none); defaults to 'upload'. */
  readonly fileName?: string
}

export interface ChatCalls {
  /** GET admin_user: support agents; `userNames` is comma-separated, '' for all. */
  readonly admins: (userNames?: string) => Call<ReadonlyArray<AdminContact>>
  /** GET chat_msg_list: the history with one contact (`to`). */
  readonly messages: (page: ChatPage) => Call<ReadonlyArray<ChatMessage>>
  /** GET list: the latest message of each conversation of `receiver` (the caller). */
  readonly conversations: (page: ChatPage) => Call<ReadonlyArray<ChatMessage>>
  /** GET read: marks the conversation with `accId` read. */
  readonly markRead: (accId: number) => Call<Ack>
  /**
   * POST send. `idempotencyKey` is made once per message and reused on every retry of it: the server answers
   * a repeated key with its first answer and does not store the message again.
   */
  readonly send: (input: ChatSendInput, idempotencyKey: string) => Call<ChatSendResult>
  /** POST upload; `idempotencyKey` as for `send`. */
  readonly upload: (input: ChatUploadInput, idempotencyKey: string) => Call<ChatUploadResult>
}

export function chatCalls(c: CallContext): ChatCalls {
  const get = <T>(path: string, params: Record<string, string | number>, schema: Schema.Decoder<T>) =>
    fetchData(c.http, c.chatBaseUrl, { method: 'GET', path, encoding: 'query', params }, schema)
  return {
    admins: (userNames = '') => get('admin_user', { user_names: userNames }, Schema.Array(AdminContact)),
    messages: ({ userId, lastMsgId = 0 }) =>
      get(
        'chat_msg_list',
        { plat: CHAT_PLATFORM, last_msg_id: lastMsgId, to: userId },
        Schema.Array(ChatMessage),
      ),
    conversations: ({ userId, lastMsgId = 0 }) =>
      get(
        'list',
        { plat: CHAT_PLATFORM, last_msg_id: lastMsgId, receiver: userId },
        Schema.Array(ChatMessage),
      ),
    markRead: (accId) =>
      fetchAck(c.http, c.chatBaseUrl, {
        method: 'GET',
        path: 'read',
        encoding: 'query',
        params: { plat: CHAT_PLATFORM, acc_id: accId },
      }),
    send: ({ content, receiver, target = 'text' }, idempotencyKey) =>
      fetchData(
        c.http,
        c.chatBaseUrl,
        {
          method: 'POST',
          path: 'send',
          encoding: 'form',
          params: { content, receiver, plat: CHAT_PLATFORM, target },
          idempotencyKey,
        },
        ChatSendResult,
      ),
    upload: ({ file, content, receiver, fileName = 'upload' }, idempotencyKey) =>
      postMultipartData(
        c,
        c.chatBaseUrl,
        '/upload',
        {
          file: file instanceof File ? file : new File([file], fileName, { type: file.type }),
          content,
          receiver: String(receiver),
          plat: CHAT_PLATFORM,
        },
        ChatUploadResult,
        idempotencyKey,
      ),
  }
}
