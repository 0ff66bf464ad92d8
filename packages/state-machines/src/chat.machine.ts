import { canSendChatMessage, isImageFile, isUploadAllowed } from '@mandi/domain'
import { assign, emit, setup, spawnChild } from 'xstate'
import { isApiFailure, isSessionInvalid } from './shared/api-failure.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { noticeFor } from './shared/notice.ts'

export type ChatEntryStatus = 'queued' | 'sent' | 'failed'

export interface ChatEntry {
  /** Local id of the message; the dedupe key of the outbox (incoming messages use `in-{msgId}`). */
  clientId: string
  msgId: string | null
  mine: boolean
  kind: 'text' | 'img' | 'file'
  content: string
  url?: string
  /** Unix seconds from the server; null until the server has the message. */
  sendTime: number | null
  status: ChatEntryStatus
}

export interface IncomingChatMessage {
  msgId: string
  mine: boolean
  kind: ChatEntry['kind']
  content: string
  url?: string
  sendTime: number
}

export interface ChatFile {
  name: string
}

export interface ChatContext {
  peer: string
  messages: ChatEntry[]
  /** clientIds waiting to be sent, oldest first; each is sent once. */
  outbox: string[]
  text: string
  online: boolean
  sending: boolean
  /** Name of the file being uploaded (§5: images are recognised by its extension). */
  uploadName: string | null
  /** Idempotency-Key of the upload in flight. */
  uploadKey: string | null
}

export interface ChatInput {
  /** The support agent (receiver) of this conversation. */
  peer: string
  online?: boolean
}

export type ChatEvent =
  | { type: 'change'; text: string }
  | { type: 'send' }
  | { type: 'upload'; file: ChatFile }
  | { type: 'received'; message: IncomingChatMessage }
  | { type: 'online' }
  | { type: 'offline' }

export type ChatEmitted = NoticeEmitted | SessionInvalidEmitted | { type: 'uploadRejected'; name: string }

export interface ChatSendRequest {
  peer: string
  clientId: string
  content: string
  /**
   * The message's Idempotency-Key: made once, when the message is queued, and the same on every retry of
   * it, so a retry after a lost answer is not stored twice (CONTRACT.md, chat host).
   */
  idempotencyKey: string
}

export interface ChatUploadRequest {
  peer: string
  clientId: string
  file: ChatFile
  /** The upload's Idempotency-Key, made once when the file is accepted (as for a send). */
  idempotencyKey: string
}

const head = (context: ChatContext) => context.messages.find((m) => m.clientId === context.outbox[0])

/** The messages without any that already carry the server id `msgId`. */
const withoutCopiesOf = (msgId: string, messages: ChatEntry[]) => messages.filter((m) => m.msgId !== msgId)

/**
 * The typed message that `message` (mine, from a history fetch) is the server's copy of: the outbox head, the
 * only message that can have reached the server unanswered (the outbox sends one at a time), when it has no
 * server id yet and the same text. The machine holds one conversation, so the receiver is the same.
 */
function pendingCopyOf(context: ChatContext, message: IncomingChatMessage): ChatEntry | undefined {
  if (!message.mine || message.kind !== 'text') return undefined
  const typed = head(context)
  return typed && typed.msgId === null && typed.kind === 'text' && typed.content === message.content
    ? typed
    : undefined
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatEmitted,
  },
  actors: {
    /** The conversation from the local chat store (idb-keyval in the app). */
    loadMessages: notProvided<ChatEntry[], { peer: string }>('loadMessages'),
    /** Writes the conversation to the local chat store; spawned after each change, result ignored. */
    saveMessages: notProvided<void, { peer: string; messages: ChatEntry[] }>('saveMessages'),
    /** POST send; resolves with the server's msg_id and time. */
    sendMessage: notProvided<{ msgId: string; sendTime: number }, ChatSendRequest>('sendMessage'),
    /** POST multipart /upload. */
    uploadFile: notProvided<{ msgId: string; sendTime: number; url: string }, ChatUploadRequest>(
      'uploadFile',
    ),
  },
  delays: {
    retryDelay: 3000,
  },
  guards: {
    canSend: ({ context }) => canSendChatMessage(context.text, context.sending),
    canFlush: ({ context }) => context.online && context.outbox.length > 0,
    uploadAllowed: ({ event }) => event.type === 'upload' && isUploadAllowed(event.file.name),
  },
  actions: {
    persist: spawnChild('saveMessages', {
      input: ({ context }) => ({ peer: context.peer, messages: context.messages }),
    }),
    queueText: assign(({ context }) => {
      const clientId = randomIdempotencyKey()
      const entry: ChatEntry = {
        clientId,
        msgId: null,
        mine: true,
        kind: 'text',
        content: context.text.trim(),
        sendTime: null,
        status: 'queued',
      }
      return { messages: [...context.messages, entry], outbox: [...context.outbox, clientId], text: '' }
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    peer: input.peer,
    messages: [],
    outbox: [],
    text: '',
    online: input.online ?? true,
    sending: false,
    uploadName: null,
    uploadKey: null,
  }),
  on: {
    // Saving to the local store is best effort: a failed write (spawned `saveMessages`) must not end the chat,
    // and the next change writes the whole conversation again. Invoked actors handle their own errors first.
    'xstate.error.actor.*': {},
    online: { actions: assign({ online: true }) },
    offline: { actions: assign({ online: false }) },
    change: { actions: assign(({ event }) => ({ text: event.text })) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ peer: context.peer }),
        onDone: {
          target: 'ready',
          // Messages that never reached the server before the app closed go back into the outbox.
          actions: assign(({ event }) => ({
            messages: event.output,
            outbox: event.output.filter((m) => m.mine && m.status === 'queued').map((m) => m.clientId),
          })),
        },
        onError: { target: 'ready' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        send: { guard: 'canSend', actions: ['queueText', 'persist'] },
        received: [
          {
            // The socket can repeat a message (reconnect, echo of our own send): one entry per msg_id.
            guard: ({ context, event }) => context.messages.some((m) => m.msgId === event.message.msgId),
          },
          {
            // A history fetched between the send and its answer (or after a lost answer) holds the message
            // being sent: it is that message, so the typed one takes the server's id and time instead of
            // showing twice. It stays at the head of the outbox: its answer (or retry, with the same key)
            // finds it there.
            guard: ({ context, event }) => pendingCopyOf(context, event.message) !== undefined,
            actions: [
              assign(({ context, event }) => {
                const typed = pendingCopyOf(context, event.message)
                return {
                  messages: context.messages.map((m) =>
                    m === typed
                      ? {
                          ...m,
                          msgId: event.message.msgId,
                          sendTime: event.message.sendTime,
                          status: 'sent' as const,
                        }
                      : m,
                  ),
                }
              }),
              'persist',
            ],
          },
          {
            actions: [
              assign(({ context, event }) => ({
                messages: [
                  ...context.messages,
                  { ...event.message, clientId: `in-${event.message.msgId}`, status: 'sent' as const },
                ],
              })),
              'persist',
            ],
          },
        ],
      },
      states: {
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'canFlush', target: 'sending' } },
            sending: {
              entry: assign({ sending: true }),
              exit: assign({ sending: false }),
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({
                  peer: context.peer,
                  clientId: context.outbox[0] ?? '',
                  content: head(context)?.content ?? '',
                  // The client id is the key: a random UUID made when the message was queued (queueText),
                  // kept in the store with the message, so a retry, even after a restart, reuses it.
                  idempotencyKey: context.outbox[0] ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const { msgId, sendTime } = event.output
                      const typed = head(context)
                      // Usually `received` merged the history copy into the typed message already; another
                      // entry with this msg_id (e.g. one not merged) goes, the typed one stays.
                      const messages = context.messages
                        .filter((m) => m === typed || m.msgId !== msgId)
                        .map((m) => (m === typed ? { ...m, msgId, sendTime, status: 'sent' as const } : m))
                      // The typed message was merged with a message of mine that the answer shows was
                      // another one (the same text sent elsewhere): that one is kept, as received.
                      const other =
                        typed?.msgId &&
                        typed.msgId !== msgId &&
                        !messages.some((m) => m.msgId === typed.msgId)
                          ? [{ ...typed, clientId: `in-${typed.msgId}`, status: 'sent' as const }]
                          : []
                      return { messages: [...messages, ...other], outbox: context.outbox.slice(1) }
                    }),
                    'persist',
                  ],
                },
                onError: [
                  {
                    // A refused message is not retried; an outage leaves it queued for later.
                    guard: ({ event }) => isApiFailure(event.error) && event.error._tag === 'ServerRejected',
                    target: 'idle',
                    actions: [
                      assign(({ context }) => ({
                        // (A message the server already has, merged from a history, stays sent.)
                        messages: context.messages.map((m) =>
                          m.clientId === context.outbox[0] && m.msgId === null
                            ? { ...m, status: 'failed' as const }
                            : m,
                        ),
                        outbox: context.outbox.slice(1),
                      })),
                      'persist',
                      emit(({ event }) => noticeFor(event.error, 'toast')),
                    ],
                  },
                  {
                    guard: ({ event }) => isSessionInvalid(event.error),
                    target: 'stopped',
                    actions: emit({ type: 'sessionInvalid' } as const),
                  },
                  { target: 'waiting' },
                ],
              },
            },
            waiting: { after: { retryDelay: { target: 'idle' } } },
            stopped: {},
          },
        },
        upload: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                upload: [
                  {
                    guard: 'uploadAllowed',
                    target: 'uploading',
                    actions: assign(({ event }) => ({
                      uploadName: event.file.name,
                      uploadKey: randomIdempotencyKey(),
                    })),
                  },
                  {
                    actions: emit(
                      ({ event }) => ({ type: 'uploadRejected', name: event.file.name }) as const,
                    ),
                  },
                ],
              },
            },
            uploading: {
              invoke: {
                id: 'uploadFile',
                src: 'uploadFile',
                input: ({ context, event }) => ({
                  peer: context.peer,
                  clientId: context.uploadKey ?? '',
                  file: (event as { file: ChatFile }).file,
                  idempotencyKey: context.uploadKey ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      return {
                        messages: [
                          // As for a send: a copy that came with a history fetched meanwhile goes.
                          ...withoutCopiesOf(event.output.msgId, context.messages),
                          {
                            clientId: `up-${event.output.msgId}`,
                            msgId: event.output.msgId,
                            mine: true,
                            kind: isImageFile(context.uploadName ?? '')
                              ? ('img' as const)
                              : ('file' as const),
                            content: '',
                            url: event.output.url,
                            sendTime: event.output.sendTime,
                            status: 'sent' as const,
                          },
                        ],
                      }
                    }),
                    'persist',
                  ],
                },
                onError: { target: 'idle', actions: emit(({ event }) => noticeFor(event.error, 'toast')) },
              },
            },
          },
        },
      },
    },
  },
})
