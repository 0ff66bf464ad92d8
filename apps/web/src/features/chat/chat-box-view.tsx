import { CHAT_UPLOAD_EXTENSIONS } from '@mandi/domain'
import { BottomSheet, Button } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../content/load-states.tsx'
import './chat.css'

export interface ChatBubble {
  readonly key: string
  readonly mine: boolean
  readonly kind: 'text' | 'img' | 'file'
  readonly content: string
  /** Absolute URL on the chat file host; '' when there is none or it is refused. */
  readonly url: string
  readonly time: string
  readonly status: 'queued' | 'sent' | 'failed'
}

export interface ChatBoxViewProps {
  readonly name: string
  /** missing: the query names no agent. */
  readonly status: 'loading' | 'ready' | 'missing'
  readonly messages: readonly ChatBubble[]
  /** The history call failed; what the device stored is still shown. */
  readonly historyFailed: boolean
  readonly text: string
  readonly canSend: boolean
  readonly uploading: boolean
  readonly online: boolean
  readonly viewerUrl: string | null
  readonly onTextChange: (text: string) => void
  readonly onSend: () => void
  readonly onFile: (file: File) => void
  readonly onRetryHistory: () => void
  readonly onOpenImage: (url: string) => void
  readonly onCloseViewer: () => void
}

const ACCEPT = CHAT_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/**
 * /chat_box (spec §2): text, image and file messages, send, upload, an image viewer. Files live on the chat
 * host and open in a new tab with noopener and `download`, never as a page of the app's origin; images are
 * only ever shown through <img>.
 */
export function ChatBoxView(props: ChatBoxViewProps) {
  const t = useT()
  const bubble = (m: ChatBubble) => (
    <li key={m.key} className={m.mine ? 'chat__bubble chat__bubble--mine' : 'chat__bubble'}>
      {m.kind === 'img' && m.url ? (
        <button type="button" className="chat__image-button" onClick={() => props.onOpenImage(m.url)}>
          <img className="chat__image" src={m.url} alt={t('chat.box.image')} />
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
      ) : (
        <span className="chat__text">{m.content}</span>
      )}
      <span className="chat__meta">
        {m.status === 'queued'
          ? t('chat.box.sending')
          : m.status === 'failed'
            ? t('chat.box.failed')
            : m.time}
      </span>
    </li>
  )
  return (
    <section className="screen chat chat--box">
      <h1 className="screen__title">{t('chat.box.title', { name: props.name })}</h1>
      {props.status === 'missing' && <p className="chat__empty">{t('chat.box.missing')}</p>}
      {props.status === 'loading' && <LoadingBlock />}
      {props.status === 'ready' && (
        <>
          {!props.online && (
            <p className="chat__offline" role="status">
              {t('chat.box.offline')}
            </p>
          )}
          {props.historyFailed && <ErrorBlock onRetry={props.onRetryHistory} />}
          {props.messages.length === 0 && !props.historyFailed && (
            <p className="chat__empty">{t('chat.box.empty')}</p>
          )}
          <ol className="chat__messages" aria-live="polite">
            {props.messages.map(bubble)}
          </ol>
          <form
            className="chat__composer"
            onSubmit={(event) => {
              event.preventDefault()
              if (props.canSend) props.onSend()
            }}
          >
            <label className="chat__attach">
              <span aria-hidden="true">＋</span>
              <input
                type="file"
                className="mk-visually-hidden"
                accept={ACCEPT}
                aria-label={t('chat.box.attach')}
                disabled={props.uploading}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0]
                  event.currentTarget.value = ''
                  if (file) props.onFile(file)
                }}
              />
            </label>
            <input
              className="chat__input"
              aria-label={t('chat.box.message')}
              value={props.text}
              maxLength={2000}
              onChange={(event) => props.onTextChange(event.currentTarget.value)}
            />
            <Button type="submit" disabled={!props.canSend}>
              {t('chat.box.send')}
            </Button>
          </form>
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
