import { BottomSheet, Button } from '@mandi/ui-kit'
import { Paperclip } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import type { AutoReplyBubble } from './auto-reply-text.ts'
import { ChatComposer } from './chat-composer.tsx'
import './chat.css'

export interface ChatBubble {
  readonly key: string
  readonly mine: boolean
  readonly kind: 'text' | 'img' | 'file'
  readonly content: string
  /** Absolute URL on the chat file host; '' when there is none or it is refused. */
  readonly url: string
  readonly time: string
  /** unconfirmed: a file whose upload outcome is unknown after its automatic retries (Retry offered). */
  readonly status: 'queued' | 'sent' | 'failed' | 'unconfirmed'
  /** An own message a person at the support desk has read (read receipts). */
  readonly seen?: boolean
  /** Set on an automatic reply (nobody wrote it): labelled so, said in the reader's language, with its link. */
  readonly auto?: AutoReplyBubble
}

export interface ChatBoxViewProps {
  readonly name: string
  /** missing: the query names no agent. */
  readonly status: 'loading' | 'ready' | 'missing'
  readonly messages: readonly ChatBubble[]
  /** The history call failed; what the device stored is still shown. */
  readonly historyFailed: boolean
  /** The first history of this visit has not come yet: no "no messages" claim meanwhile. */
  readonly historyLoading?: boolean
  /** A long gap is being fetched, page by page (after a long time away). */
  readonly catchingUp?: boolean
  readonly text: string
  readonly canSend: boolean
  /** A file is being uploaded, waits for a retry, or is unconfirmed: one at a time. */
  readonly uploading: boolean
  readonly online: boolean
  readonly viewerUrl: string | null
  readonly onTextChange: (text: string) => void
  readonly onSend: () => void
  readonly onFile: (file: File) => void
  readonly onRetryHistory: () => void
  /** Sends the unconfirmed file again (same Idempotency-Key: the server never stores it twice). */
  readonly onRetryUpload?: () => void
  readonly onOpenImage: (url: string) => void
  readonly onCloseViewer: () => void
}

/**
 * /chat_box (spec §2): text, image and file messages, send, upload, an image viewer. An automatic reply says it
 * is one ("Automatic reply") above its sentence, in the reader's language, with a link to the screen that shows
 * what it is about. Files live on the chat
 * host and open in a new tab with noopener and `download`, never as a page of the app's origin; images are
 * only ever shown through <img>.
 */
export function ChatBoxView(props: ChatBoxViewProps) {
  const t = useT()
  const list = useRef<HTMLOListElement>(null)
  const count = props.messages.length
  // The newest message is in view when the conversation opens and whenever one arrives or is sent.
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' })
  }, [count])
  const bubble = (m: ChatBubble) => (
    <li
      key={m.key}
      className={
        m.mine
          ? 'chat__bubble chat__bubble--mine'
          : m.auto
            ? 'chat__bubble chat__bubble--auto'
            : 'chat__bubble'
      }
    >
      {m.auto && <span className="chat__auto-label">{t('chat.auto.label')}</span>}
      {m.auto?.key ? (
        <span className="chat__text">
          <MoneySentence k={m.auto.key} amounts={m.auto.amounts} params={{ ...m.auto.params }} />
          {m.auto.person && <span className="chat__auto-person">{t(m.auto.person)}</span>}
        </span>
      ) : m.kind === 'img' && m.url ? (
        <button type="button" className="chat__image-button" onClick={() => props.onOpenImage(m.url)}>
          {/* Lazy: a long conversation fetches only the pictures near the screen (cheap data plans, data saver). */}
          <img
            className="chat__image"
            src={m.url}
            alt={t('chat.box.image')}
            loading="lazy"
            decoding="async"
          />
          <span className="mk-visually-hidden">{t('chat.box.viewImage')}</span>
        </button>
      ) : m.kind === 'file' && m.url ? (
        <a
          className="chat__file"
          href={m.url}
          target="_blank"
          rel="noopener noreferrer"
          download={m.content || true}
        >
          {t('chat.box.openFile', { name: m.content })}
        </a>
      ) : m.kind !== 'text' && m.status !== 'sent' ? (
        // A file not (yet) on the server: its name, from the device, not server content.
        <span className="chat__pending-file">
          <Paperclip size={16} aria-hidden />
          {m.content}
        </span>
      ) : (
        <span className="chat__text" data-server-content="">
          {m.content}
        </span>
      )}
      <span className="chat__meta">
        {m.status === 'queued'
          ? t('chat.box.sending')
          : m.status === 'failed'
            ? t('chat.box.failed')
            : m.status === 'unconfirmed'
              ? t('chat.box.unconfirmed')
              : m.time}
        {m.status === 'sent' && m.seen && <span className="chat__seen">{t('chat.box.seen')}</span>}
      </span>
      {m.auto?.link && (
        <Link to={m.auto.link.to} className="chat__auto-link">
          {t(m.auto.link.label)}
        </Link>
      )}
      {m.status === 'unconfirmed' && props.onRetryUpload && (
        <Button variant="secondary" onClick={props.onRetryUpload}>
          {t('chat.box.retryUpload')}
        </Button>
      )}
    </li>
  )
  return (
    <section className="screen chat chat--box">
      <h1 className="screen__title">{t('chat.box.title', { name: props.name })}</h1>
      {props.status === 'missing' && (
        <EmptyBlock
          title={t('chat.box.missing')}
          action={<ActionLink to="/chat">{t('chat.box.allChats')}</ActionLink>}
        />
      )}
      {props.status === 'loading' && <LoadingBlock />}
      {props.status === 'ready' && (
        <>
          {!props.online && (
            <p className="chat__offline" role="status">
              {t('chat.box.offline')}
            </p>
          )}
          {props.historyFailed && <ErrorBlock onRetry={props.onRetryHistory} />}
          {props.catchingUp && (
            <p className="chat__catching-up" role="status">
              {t('chat.box.catchingUp')}
            </p>
          )}
          {props.messages.length === 0 && !props.historyFailed && (
            <p className="chat__empty" role={props.historyLoading ? 'status' : undefined}>
              {props.historyLoading ? t('chat.box.loadingHistory') : t('chat.box.empty')}
            </p>
          )}
          <ol ref={list} className="chat__messages" aria-live="polite">
            {props.messages.map(bubble)}
          </ol>
          <ChatComposer
            text={props.text}
            canSend={props.canSend}
            uploading={props.uploading}
            onTextChange={props.onTextChange}
            onSend={props.onSend}
            onFile={props.onFile}
          />
        </>
      )}
      <BottomSheet
        open={props.viewerUrl !== null}
        title={t('chat.box.viewer')}
        onClose={props.onCloseViewer}
        closeLabel={t('chat.box.close')}
      >
        {props.viewerUrl && <img className="chat__viewer" src={props.viewerUrl} alt={t('chat.box.image')} />}
      </BottomSheet>
    </section>
  )
}
