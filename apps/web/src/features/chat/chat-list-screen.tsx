import type { AdminContact, ChatMessage } from '@mandi/api-client'
import { useEffect, useState } from 'react'
import { chatApi } from '../../api/calls/chat.ts'
import { chatImage } from '../../api/images.ts'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { type Translate, useT } from '../../i18n/i18n.tsx'
import { type TimeFormat, useTimeFormat } from '../../i18n/use-time-format.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { autoReplyBubble, autoReplyText } from './auto-reply-text.ts'
import { type ChatListTab, ChatListView, type ConversationRow } from './chat-list-view.tsx'
import { peerOfMessage } from './chat-store.ts'
import { chatTime } from './chat-time.ts'
import './strings.ts'

/**
 * The agent of a conversation. The list call gives only the latest message; when it is the agent's, its
 * sender is the agent. When it is ours the wire does not say to whom (a gap in the contract), so the local
 * chat store, which knows every message sent from this device, is asked.
 */
function toRow(
  message: ChatMessage,
  admins: readonly AdminContact[],
  storedPeer: number | undefined,
  time: TimeFormat,
  t: Translate,
): ConversationRow {
  const peerId = message.ref === 0 ? message.sender.userId : (storedPeer ?? null)
  const admin = admins.find((a) => a.id === peerId)
  return {
    peerId,
    name: message.ref === 0 ? message.sender.nickName : (admin?.nickName ?? ''),
    icon: chatImage(message.ref === 0 ? message.sender.icon : admin?.icon),
    // An automatic reply is previewed in the reader's language, labelled as automatic.
    preview: message.auto
      ? t('chat.list.auto', {
          text: autoReplyText(t, autoReplyBubble(message.auto, time.intlLocale, time.nowMs), message.content),
        })
      : message.content,
    mine: message.ref === 1,
    kind: message.type,
    unread: message.count,
    time: chatTime(time, message.sendTime),
  }
}

/** /chat container: conversations of the signed-in user and the support agents. */
export function ChatListScreen() {
  const [tab, setTab] = useState<ChatListTab>('msgs')
  const t = useT()
  const time = useTimeFormat()
  const owner = Number(readStored(STORAGE_KEYS.id) ?? 0)
  const conversations = useApiQuery('chat:conversations', () => chatApi.conversations({ userId: owner }))
  const admins = useApiQuery('chat:admins', () => chatApi.admins())
  const [storedPeers, setStoredPeers] = useState<ReadonlyMap<number, number>>(new Map())
  const messages = dataOf(conversations.state, [])

  useEffect(() => {
    const ours = messages.filter((m) => m.ref === 1)
    if (ours.length === 0) return
    let live = true
    void Promise.all(
      ours.map(
        async (m) =>
          [m.msgId, await peerOfMessage(String(owner), String(m.msgId)).catch(() => null)] as const,
      ),
    ).then((pairs) => {
      if (!live) return
      setStoredPeers(new Map(pairs.flatMap(([id, peer]) => (peer ? [[id, Number(peer)] as const] : []))))
    })
    return () => {
      live = false
    }
  }, [messages, owner])

  const adminList = dataOf(admins.state, [])
  return (
    <ChatListView
      tab={tab}
      conversations={{
        status: viewStatus(conversations.state),
        items: messages.map((m) => toRow(m, adminList, storedPeers.get(m.msgId), time, t)),
      }}
      contacts={{
        status: viewStatus(admins.state),
        items: adminList.map((a) => ({ id: a.id, name: a.nickName, icon: chatImage(a.icon) })),
      }}
      onTabChange={setTab}
      onRetry={(which) => (which === 'msgs' ? conversations.reload() : admins.reload())}
    />
  )
}
