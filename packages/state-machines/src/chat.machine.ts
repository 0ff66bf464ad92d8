import { canSendChatMessage, isImageFile, isUploadAllowed } from '@mandi/domain'
import { assign, emit, setup, spawnChild } from 'xstate'
import { isApiFailure, isOutcomeUnknown, isSessionInvalid } from './shared/api-failure.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

/**
 * `unconfirmed`: an upload whose outcome is unknown (no answer in time, a dropped connection, an answer that
 * could not be read) after its automatic retries; it may be on the server. Retry sends it again under the
 * same Idempotency-Key.
 */
export type ChatEntryStatus = 'queued' | 'sent' | 'failed' | 'unconfirmed'

/**
 * An automatic reply's facts, as the chat host sends them (`auto`, CONTRACT.md "Automatic replies"): kept with
 * the message so the stored conversation still says it in the reader's language and links its screen.
 */
export interface ChatAutoFacts {
  topic: string
  state: string
  link: string
  /** Paise. */
  amount?: number
  /** Paise. */
  profit?: number
  /** India time, "YYYY-MM-DD HH:mm:ss". */
  at?: string
  name?: string
  /** When a person from support answers (`when_available`). */
  person?: string
}

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
  /** Own messages only: a person at the support desk has read it (read receipts, an extension). */
  seen?: boolean
  /** Set on an automatic reply (nobody wrote it); absent on a person's message. */
  auto?: ChatAutoFacts
}

export interface IncomingChatMessage {
  msgId: string
  mine: boolean
  kind: ChatEntry['kind']
  content: string
  url?: string
  sendTime: number
  /** The server says the desk has read it (own messages). */
  seen?: boolean
  auto?: ChatAutoFacts
}

export interface ChatFile {
  name: string
}

/** The file being uploaded, held (bytes and all) until the server's answer is known, for retries. */
export interface ChatUpload {
  /** The upload's Idempotency-Key, made once when the file is accepted; also its message's clientId. */
  key: string
  file: ChatFile
  /** Attempts made since the file was accepted or Retry was tapped. */
  attempts: number
}

export interface ChatContext {
  peer: string
  messages: ChatEntry[]
  /** clientIds waiting to be sent, oldest first; each is sent once. */
  outbox: string[]
  text: string
  online: boolean
  sending: boolean
  /** The upload in flight, waiting to be retried or unconfirmed; null when none. One at a time. */
  upload: ChatUpload | null
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
  /** Send the unconfirmed upload again, under its key. */
  | { type: 'retryUpload' }
  | { type: 'received'; message: IncomingChatMessage }
  /** The support desk read the user's messages up to and including this msg_id (a read receipt). */
  | { type: 'seenUpTo'; msgId: string }
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

/** Automatic attempts of an upload whose outcome stays unknown, before it waits for Retry. */
export const MAX_UPLOAD_ATTEMPTS = 3

/** The kind of message a file becomes (§5: images are recognised by the extension). */
const fileKind = (file: ChatFile) => (isImageFile(file.name) ? ('img' as const) : ('file' as const))

/** An own message on the server at or before `upTo` (msg_ids grow), not yet marked seen. */
const isSeenBy = (m: ChatEntry, upTo: string) =>
  m.mine && !m.seen && m.msgId !== null && Number(m.msgId) <= Number(upTo)

/** The message of the upload held in `context.upload`. */
const uploadEntry = (context: ChatContext) =>
  context.upload === null ? undefined : context.messages.find((m) => m.clientId === context.upload?.key)

/** The messages with the held upload's message changed by `change`. */
function withUploadEntry(context: ChatContext, change: Partial<ChatEntry>): ChatEntry[] {
  const key = context.upload?.key
  return context.messages.map((m) => (m.clientId === key ? { ...m, ...change } : m))
}

/**
 * The held upload's message that `message` (mine, from a history fetch) is the server's copy of: a file of
 * the same kind and name (the upload's content is the file name) while the upload has no server id yet.
 */
function pendingUploadCopyOf(context: ChatContext, message: IncomingChatMessage): ChatEntry | undefined {
  const upload = context.upload
  if (!message.mine || upload === null || message.kind !== fileKind(upload.file)) return undefined
  const typed = uploadEntry(context)
  return typed && typed.msgId === null && message.content === upload.file.name ? typed : undefined
}

/** Uploads without a server id are not stored: their bytes live only in memory, so a restart cannot retry them. */
const storable = (messages: readonly ChatEntry[]) =>
  messages.filter((m) => m.kind === 'text' || m.msgId !== null)

const head = (context: ChatContext) => context.messages.find((m) => m.clientId === context.outbox[0])

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
    isOnline: ({ context }) => context.online,
    /** A history fetched meanwhile holds the upload (merged in `received`): it is on the server. */
    uploadOnServer: ({ context }) => (uploadEntry(context)?.msgId ?? null) !== null,
    /** The server refused the message or file: it did not store it, so it is not sent again. */
    refused: ({ event }) => {
      const error = errorOf(event)
      return isApiFailure(error) && error._tag === 'ServerRejected'
    },
    sessionInvalid: ({ event }) => isSessionInvalid(errorOf(event)),
  },
  actions: {
    signalSessionInvalid: emit({ type: 'sessionInvalid' } as const),
    /** The server's info (or the failure's text) in a toast. */
    toastFailure: emit(({ event }) => noticeFor(errorOf(event), 'toast')),
    /** The upload cannot be sent: its message says failed, and the next file may go. */
    failUpload: assign(({ context }) => ({
      messages: withUploadEntry(context, { status: 'failed' }),
      upload: null,
    })),
    persist: spawnChild('saveMessages', {
      input: ({ context }) => ({ peer: context.peer, messages: storable(context.messages) }),
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
    upload: null,
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
            outbox: event.output
              .filter((m) => m.mine && m.kind === 'text' && m.status === 'queued')
              .map((m) => m.clientId),
          })),
        },
        onError: { target: 'ready' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        send: { guard: 'canSend', actions: ['queueText', 'persist'] },
        seenUpTo: {
          guard: ({ context, event }) => context.messages.some((m) => isSeenBy(m, event.msgId)),
          actions: [
            assign(({ context, event }) => ({
              messages: context.messages.map((m) => (isSeenBy(m, event.msgId) ? { ...m, seen: true } : m)),
            })),
            'persist',
          ],
        },
        received: [
          {
            // A message held already that the desk has read since (a history fetched after the receipt).
            guard: ({ context, event }) =>
              event.message.seen === true &&
              context.messages.some((m) => m.msgId === event.message.msgId && m.mine && !m.seen),
            actions: [
              assign(({ context, event }) => ({
                messages: context.messages.map((m) =>
                  m.msgId === event.message.msgId ? { ...m, seen: true } : m,
                ),
              })),
              'persist',
            ],
          },
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
                          ...(event.message.seen ? { seen: true } : {}),
                        }
                      : m,
                  ),
                }
              }),
              'persist',
            ],
          },
          {
            // The same for the file being uploaded (its answer lost, or not come yet): the history's copy is
            // that file, shown once, with the server's id, time and URL.
            guard: ({ context, event }) => pendingUploadCopyOf(context, event.message) !== undefined,
            actions: [
              assign(({ context, event }) => ({
                messages: withUploadEntry(context, {
                  msgId: event.message.msgId,
                  sendTime: event.message.sendTime,
                  ...(event.message.url ? { url: event.message.url } : {}),
                  status: 'sent',
                  ...(event.message.seen ? { seen: true } : {}),
                }),
              })),
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
                    guard: 'refused',
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
                      'toastFailure',
                    ],
                  },
                  {
                    guard: 'sessionInvalid',
                    target: 'stopped',
                    actions: 'signalSessionInvalid',
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
                    // The file shows at once, as being sent; its key is made here and kept for every retry.
                    actions: assign(({ context, event }) => {
                      const key = randomIdempotencyKey()
                      const entry: ChatEntry = {
                        clientId: key,
                        msgId: null,
                        mine: true,
                        kind: fileKind(event.file),
                        content: event.file.name,
                        sendTime: null,
                        status: 'queued',
                      }
                      return {
                        messages: [...context.messages, entry],
                        upload: { key, file: event.file, attempts: 0 },
                      }
                    }),
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
              entry: assign(({ context }) => ({
                upload: context.upload && { ...context.upload, attempts: context.upload.attempts + 1 },
                messages: withUploadEntry(context, { status: 'queued' }),
              })),
              invoke: {
                id: 'uploadFile',
                src: 'uploadFile',
                input: ({ context }) => ({
                  peer: context.peer,
                  clientId: context.upload?.key ?? '',
                  file: context.upload?.file ?? { name: '' },
                  // The same key on every attempt: the server answers a repeat with its first answer and does
                  // not store the file twice (CONTRACT.md, chat host).
                  idempotencyKey: context.upload?.key ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const { msgId, sendTime, url } = event.output
                      const typed = uploadEntry(context)
                      const sent = { msgId, sendTime, url, status: 'sent' as const }
                      // As for a send: a copy that came with a history fetched meanwhile goes, the upload's
                      // message stays; one merged from another file of mine (same name) is kept as that one.
                      const messages = context.messages
                        .filter((m) => m === typed || m.msgId !== msgId)
                        .map((m) => (m === typed ? { ...m, ...sent } : m))
                      const other =
                        typed?.msgId &&
                        typed.msgId !== msgId &&
                        !messages.some((m) => m.msgId === typed.msgId)
                          ? [{ ...typed, clientId: `in-${typed.msgId}`, status: 'sent' as const }]
                          : []
                      const missing: ChatEntry[] =
                        typed === undefined && context.upload
                          ? [
                              {
                                clientId: context.upload.key,
                                mine: true,
                                kind: fileKind(context.upload.file),
                                content: context.upload.file.name,
                                ...sent,
                              },
                            ]
                          : []
                      return { messages: [...messages, ...other, ...missing], upload: null }
                    }),
                    'persist',
                  ],
                },
                onError: [
                  {
                    // Refused: the server did not store it; not retried.
                    guard: 'refused',
                    target: 'idle',
                    actions: ['failUpload', 'toastFailure'],
                  },
                  {
                    guard: 'sessionInvalid',
                    target: 'stopped',
                    actions: 'signalSessionInvalid',
                  },
                  {
                    // The outcome is unknown: the same file under the same key, after the delay …
                    guard: ({ context, event }) =>
                      isOutcomeUnknown(event.error) &&
                      context.upload !== null &&
                      context.upload.attempts < MAX_UPLOAD_ATTEMPTS,
                    target: 'waiting',
                  },
                  {
                    // … and after the last automatic attempt the message says so and offers Retry.
                    guard: ({ event }) => isOutcomeUnknown(event.error),
                    target: 'unconfirmed',
                    actions: assign(({ context }) => ({
                      messages: withUploadEntry(context, { status: 'unconfirmed' }),
                    })),
                  },
                  {
                    // Anything else (e.g. the app could not read the file) cannot be retried.
                    target: 'idle',
                    actions: ['failUpload', 'toastFailure'],
                  },
                ],
              },
            },
            waiting: {
              always: { guard: 'uploadOnServer', target: 'idle', actions: assign({ upload: null }) },
              after: { retryDelay: { target: 'resuming' } },
            },
            // Offline, the retry waits for the network instead of spending an attempt.
            resuming: {
              always: [
                { guard: 'uploadOnServer', target: 'idle', actions: assign({ upload: null }) },
                { guard: 'isOnline', target: 'uploading' },
              ],
            },
            unconfirmed: {
              always: { guard: 'uploadOnServer', target: 'idle', actions: assign({ upload: null }) },
              on: {
                retryUpload: {
                  target: 'resuming',
                  actions: assign(({ context }) => ({
                    upload: context.upload && { ...context.upload, attempts: 0 },
                    messages: withUploadEntry(context, { status: 'queued' }),
                  })),
                },
              },
            },
            stopped: {},
          },
        },
      },
    },
  },
})
