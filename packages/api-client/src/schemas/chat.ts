import { Schema } from 'effect'
import { Money, Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** Sender of a chat message (`form_avatar` on the wire). */
export const ChatSender = Schema.Struct({
  userId: WireInt,
  nickName: Text,
  icon: Text,
}).pipe(wireKeys({ userId: 'user_id', nickName: 'nick_name' }))
export type ChatSender = typeof ChatSender.Type

export const ChatMessageType = Schema.Literals(['text', 'img', 'file'])
export type ChatMessageType = typeof ChatMessageType.Type

/**
 * Extension (CONTRACT.md, "Automatic replies"): present on a reply nobody wrote, the server's automatic
 * answer. `topic` and `state` say what it states (e.g. withdrawal / pending), with its facts (`amount`, `at`,
 * `name`, `profit`), so the app can say it in the reader's language; `link` is the app route of the screen
 * that shows it ('' for none); `person` (`when_available`) says when a person from support answers.
 * `content` still holds the sentence in English.
 */
export const ChatAutoReply = Schema.Struct({
  topic: Text,
  state: Text,
  link: Text,
  amount: Schema.optionalKey(Money),
  profit: Schema.optionalKey(Money),
  at: Schema.optionalKey(Timestamp),
  name: Schema.optionalKey(Text),
  person: Schema.optionalKey(Text),
})
export type ChatAutoReply = typeof ChatAutoReply.Type

/**
 * A chat message (§3). `sendTime` is Unix seconds; `count` the unread count of its conversation; `ref` is
 * 1 for the caller's own messages, 0 for the other side's; `url` a relative path on the chat file host
 * ('' for text). `read` (an extension, CONTRACT.md "Read receipts"; absent from servers without it): 1 once
 * the recipient has read it, which on the caller's own message means a person at the support desk.
 */
export const ChatMessage = Schema.Struct({
  sender: ChatSender,
  content: Text,
  msgId: WireInt,
  sendTime: WireInt,
  count: WireInt,
  type: ChatMessageType,
  ref: Schema.Literals([0, 1]),
  url: Text,
  read: Schema.optionalKey(WireInt),
  /** Extension: set on an automatic reply; absent on a message a person wrote. */
  auto: Schema.optionalKey(ChatAutoReply),
}).pipe(wireKeys({ sender: 'form_avatar', msgId: 'msg_id', sendTime: 'send_time' }))
export type ChatMessage = typeof ChatMessage.Type

/**
 * The chat socket's `read` frame data (extension, CONTRACT.md "Read receipts"): the support desk has read the
 * caller's messages to agent `agentId` (`acc_id`, the wire id) up to and including `msgId`.
 */
export const ChatReadReceipt = Schema.Struct({ agentId: WireInt, msgId: WireInt }).pipe(
  wireKeys({ agentId: 'acc_id', msgId: 'msg_id' }),
)
export type ChatReadReceipt = typeof ChatReadReceipt.Type

/** GET admin_user entry (§3 Admin contact): a support agent. */
export const AdminContact = Schema.Struct({
  id: WireInt,
  icon: Text,
  nickName: Text,
}).pipe(wireKeys({ nickName: 'nick_name' }))
export type AdminContact = typeof AdminContact.Type

/** POST send answer `data`: server time (Unix seconds) and the new message id. */
export const ChatSendResult = Schema.Struct({
  time: WireInt,
  msgId: WireInt,
}).pipe(wireKeys({ time: 'tm', msgId: 'msg_id' }))
export type ChatSendResult = typeof ChatSendResult.Type

/** POST /upload answer `data`: as for send, plus the stored file's relative path. */
export const ChatUploadResult = Schema.Struct({
  time: WireInt,
  msgId: WireInt,
  url: Schema.String,
}).pipe(wireKeys({ time: 'tm', msgId: 'msg_id' }))
export type ChatUploadResult = typeof ChatUploadResult.Type
