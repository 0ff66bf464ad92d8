import { CHAT_TEXT_MAX_LENGTH, CHAT_UPLOAD_EXTENSIONS, chatTextExcess } from '@mandi/domain'
import { Button } from '@mandi/ui-kit'
import { Paperclip } from 'lucide-react'
import { useRef } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { useKeyboardInset } from './keyboard-inset.ts'

const ACCEPT = CHAT_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')

export interface ChatComposerProps {
  readonly text: string
  readonly canSend: boolean
  readonly uploading: boolean
  readonly onTextChange: (text: string) => void
  readonly onSend: () => void
  readonly onFile: (file: File) => void
}

/**
 * The /chat_box composer, pinned to the bottom of the phone frame (above the home indicator and, as far as
 * the browser tells, above the keyboard): attach, the message field and Send. A message over the chat host's
 * limit (CHAT_TEXT_MAX_LENGTH) keeps everything typed; the field says by how much it is over, tied to it
 * (aria-describedby, aria-invalid), and Send waits until it is short enough.
 */
export function ChatComposer(props: ChatComposerProps) {
  const t = useT()
  const ref = useRef<HTMLFormElement>(null)
  const over = chatTextExcess(props.text)
  useKeyboardInset(ref)
  return (
    <form
      ref={ref}
      className="chat__composer"
      onSubmit={(event) => {
        event.preventDefault()
        if (props.canSend) props.onSend()
      }}
    >
      <label className="chat__attach" aria-disabled={props.uploading || undefined}>
        <Paperclip size={22} aria-hidden />
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
        placeholder={t('chat.box.placeholder')}
        enterKeyHint="send"
        aria-describedby={over > 0 ? 'chat-limit' : undefined}
        aria-invalid={over > 0 || undefined}
        value={props.text}
        // Never cut what was typed or pasted: it all stays, and the limit is said below.
        onChange={(event) => props.onTextChange(event.currentTarget.value)}
      />
      <Button type="submit" disabled={!props.canSend}>
        {t('chat.box.send')}
      </Button>
      <p id="chat-limit" className="chat__limit" role="status">
        {over > 0
          ? t('chat.box.tooLong', {
              over: over.toLocaleString('en-IN'),
              max: CHAT_TEXT_MAX_LENGTH.toLocaleString('en-IN'),
            })
          : ''}
      </p>
    </form>
  )
}
