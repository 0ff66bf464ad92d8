import type { ChatMessage } from '@mandi/api-client'
import { CHAT_UPLOAD_RULES, canSendChatMessage, lastExtension, type UploadRefusal } from '@mandi/domain'
import { type ChatEntry, chatMachine, type IncomingChatMessage } from '@mandi/state-machines'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'wouter'
import { chatApi } from '../../api/calls/chat.ts'
import { chatFeed } from '../../api/feeds/chat-feed.ts'
import { chatImage } from '../../api/images.ts'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { checkPickedFile } from '../../files/check-picked-file.ts'
import { type Translate, useT } from '../../i18n/i18n.tsx'
import { type TimeFormat, useTimeFormat } from '../../i18n/use-time-format.ts'
import { queryId } from '../../links/query-id.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { autoReplyBubble } from './auto-reply-text.ts'
import { chatActors } from './chat-actors.ts'
import { ChatBoxView, type ChatBubble } from './chat-box-view.tsx'
import { fetchCatchUp, newestHeld } from './chat-catch-up.ts'
import { chatTime } from './chat-time.ts'
import './strings.ts'

const incoming = (m: ChatMessage): IncomingChatMessage => ({
  msgId: String(m.msgId),
  mine: m.ref === 1,
  kind: m.type,
  content: m.content,
  ...(m.url ? { url: m.url } : {}),
  sendTime: m.sendTime,
  // Read receipts (CONTRACT.md): the desk has read the user's own message.
  ...(m.ref === 1 && m.read === 1 ? { seen: true } : {}),
  // An automatic reply (extension): kept with its facts, so it is said in the reader's language.
  ...(m.auto ? { auto: m.auto } : {}),
})

/** A chat file URL, unless it would resolve to the app's own origin (a file must never open as our page). */
function fileUrl(path: string | undefined): string {
  const url = chatImage(path)
  if (!url) return ''
  try {
    return new URL(url).origin === window.location.origin ? '' : url
  } catch {
    return ''
  }
}

/** Why a picked file is not sent, in words (domain checkUpload under the §5 allow-list and 5 MB). */
function refusalText(t: Translate, reason: UploadRefusal, name: string): string {
  if (reason === 'extension') return t('chat.box.rejected', { name })
  if (reason === 'size') return t('chat.box.tooLarge', { name, size: CHAT_UPLOAD_RULES.maxMegabytes })
  return t('chat.box.notReally', { name, kind: lastExtension(name) })
}

/** Oldest first by server time; messages not yet on the server (no time) stay last, in the order typed. */
function toBubbles(messages: readonly ChatEntry[], time: TimeFormat): ChatBubble[] {
  return messages
    .map((m, index) => ({ m, index }))
    .sort((a, b) => (a.m.sendTime ?? Infinity) - (b.m.sendTime ?? Infinity) || a.index - b.index)
    .map(({ m }) => ({
      key: m.clientId,
      mine: m.mine,
      kind: m.kind,
      content: m.content,
      url: m.kind === 'text' ? '' : fileUrl(m.url),
      time: chatTime(time, m.sendTime),
      status: m.status,
      seen: m.mine && m.seen === true,
      ...(m.auto ? { auto: autoReplyBubble(m.auto, time.intlLocale, time.nowMs) } : {}),
    }))
}

/**
 * How long the first history of a visit waits for the chat socket to be live. Fetched once the socket is
 * live, one request covers everything: messages sent before it, and pushes after it. Fetched earlier, a
 * message sent between that request and the socket's auth_ok would arrive neither way, and a second fetch
 * would be needed (which is what happened on every open before).
 */
export const LIVE_WAIT_MS = 2000

function Conversation({ peer, name }: { peer: number; name: string }) {
  const t = useT()
  const time = useTimeFormat()
  const { toast } = useFeedback()
  const owner = readStored(STORAGE_KEYS.id) ?? '0'
  const machine = useMemo(() => chatMachine.provide({ actors: chatActors(owner) }), [owner])
  const actor = useActorRef(machine, { input: { peer: String(peer), online: navigator.onLine } })
  const snapshot = useSelector(actor, (s) => s)
  const ready = !snapshot.matches('loading')
  const [historyFailed, setHistoryFailed] = useState(false)
  const [historyLoaded, setHistoryLoaded] = useState(false)
  const [catchingUp, setCatchingUp] = useState(false)
  // Each increase fetches the history (catching up to what is held): 0 until the first fetch is due.
  const [historyCue, setHistoryCue] = useState(0)
  const [viewerUrl, setViewerUrl] = useState<string | null>(null)

  useEmitted(actor, (emitted) => {
    const event = emitted as { type: string; name?: string }
    if (event.type !== 'uploadRejected') return false
    toast(t('chat.box.rejected', { name: event.name ?? '' }))
    return true
  })

  // The stored conversation shows first; the history and the socket start only once it is in the machine
  // (the machine ignores `received` while loading), and repeated messages are dropped by msg_id. The
  // history is fetched when the socket is live (auth_ok): once on opening, and again after every reconnect,
  // since the server does not queue pushes for a socket that was down. If the socket cannot be live soon
  // (refused, or not within LIVE_WAIT_MS), the first fetch goes without it, and its auth_ok fetches again.
  useEffect(() => {
    if (!ready || historyCue === 0) return
    const controller = new AbortController()
    // After a long outage the gap may be more than one page: older pages are fetched until one reaches the
    // newest message we hold (fetchCatchUp), so no message in between is skipped.
    const page = (lastMsgId: number) =>
      toPromise(chatApi.messages({ userId: peer, lastMsgId }), controller.signal)
    fetchCatchUp(page, newestHeld(actor.getSnapshot().context.messages), () => setCatchingUp(true)).then(
      (messages) => {
        setHistoryFailed(false)
        setHistoryLoaded(true)
        setCatchingUp(false)
        for (const m of messages) actor.send({ type: 'received', message: incoming(m) })
        void toPromise(chatApi.markRead(peer)).catch(() => {})
      },
      () => {
        if (controller.signal.aborted) return
        setHistoryFailed(true)
        setCatchingUp(false)
      },
    )
    return () => controller.abort()
  }, [ready, peer, actor, historyCue])

  useEffect(() => {
    if (!ready) return
    const fetchAgain = () => setHistoryCue((n) => n + 1)
    // The first fetch, unless one is already due.
    const fetchFirst = () => setHistoryCue((n) => (n === 0 ? 1 : n))
    const wait = setTimeout(fetchFirst, LIVE_WAIT_MS)
    const subscription = chatFeed.subscribe({
      onMessage: (m) => {
        // The feed carries every conversation of the user; only this agent's messages belong here.
        if (m.ref !== 0 || m.sender.userId !== peer) return
        actor.send({ type: 'received', message: incoming(m) })
        // An answer that arrives while the conversation is on screen is read (the desk sees it in the console).
        if (document.visibilityState === 'visible') void toPromise(chatApi.markRead(peer)).catch(() => {})
      },
      onRead: (receipt) => {
        if (receipt.agentId === peer) actor.send({ type: 'seenUpTo', msgId: String(receipt.msgId) })
      },
      onLive: fetchAgain,
      onState: (state) => {
        if (state === 'reconnecting' || state === 'closed') fetchFirst()
      },
    })
    return () => {
      clearTimeout(wait)
      subscription.close()
    }
  }, [ready, peer, actor])

  useEffect(() => {
    const online = () => actor.send({ type: 'online' })
    const offline = () => actor.send({ type: 'offline' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [actor])

  const context = snapshot.context
  return (
    <ChatBoxView
      name={name}
      status={ready ? 'ready' : 'loading'}
      messages={toBubbles(context.messages, time)}
      historyFailed={historyFailed}
      historyLoading={!historyLoaded && !historyFailed}
      catchingUp={catchingUp}
      text={context.text}
      canSend={canSendChatMessage(context.text, context.sending)}
      uploading={!snapshot.matches({ ready: { upload: 'idle' } })}
      online={context.online}
      viewerUrl={viewerUrl}
      onTextChange={(text) => actor.send({ type: 'change', text })}
      onSend={() => actor.send({ type: 'send' })}
      onFile={(file) => {
        // Name, size, declared type and first bytes are checked here, so a refused file is never sent.
        void checkPickedFile(file, CHAT_UPLOAD_RULES).then((verdict) => {
          if (verdict.ok) actor.send({ type: 'upload', file })
          else toast(refusalText(t, verdict.reason, file.name))
        })
      }}
      onRetryHistory={() => setHistoryCue((n) => n + 1)}
      onRetryUpload={() => actor.send({ type: 'retryUpload' })}
      onOpenImage={setViewerUrl}
      onCloseViewer={() => setViewerUrl(null)}
    />
  )
}

/** /chat_box?id={agent}&name={nick} container. An id that is not a number shows "does not exist". */
export function ChatBoxScreen() {
  const t = useT()
  const [params] = useSearchParams()
  const peer = queryId(params.get('id'))
  const name = (params.get('name') ?? '').slice(0, 40) || t('chat.box.agent')
  if (peer === null) {
    return (
      <ChatBoxView
        name={name}
        status="missing"
        messages={[]}
        historyFailed={false}
        text=""
        canSend={false}
        uploading={false}
        online
        viewerUrl={null}
        onTextChange={() => {}}
        onSend={() => {}}
        onFile={() => {}}
        onRetryHistory={() => {}}
        onOpenImage={() => {}}
        onCloseViewer={() => {}}
      />
    )
  }
  // Keyed by agent so moving to another conversation starts a fresh machine.
  return <Conversation key={peer} peer={peer} name={name} />
}
