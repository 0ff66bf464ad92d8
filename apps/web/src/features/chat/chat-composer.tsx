import { CHAT_UPLOAD_EXTENSIONS } from '@mandi/domain'
import { Button } from '@mandi/ui-kit'
import { Paperclip } from 'lucide-react'
import { useRef, useState } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { useKeyboardInset } from './keyboard-inset.ts'

/** The longest message the field takes; longer typing or pasting is refused as a whole, and said. */
export const CHAT_TEXT_MAX = 2000

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
 * the browser tells, above the keyboard): attach, the message field and Send.
 */
export function ChatComposer(props: ChatComposerProps) {
  const t = useT()
  const ref = useRef<HTMLFormElement>(null)
  const [refused, setRefused] = useState(false)
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
        aria-describedby={refused ? 'chat-limit' : undefined}
        value={props.text}
        onChange={(event) => {
          const next = event.currentTarget.value
          // Never cut what was typed or pasted: growth past the limit is refused whole, and said.
          const tooLong = next.length > CHAT_TEXT_MAX && next.length > props.text.length
          setRefused(tooLong)
          if (!tooLong) props.onTextChange(next)
        }}
      />
      <Button type="submit" disabled={!props.canSend}>
        {t('chat.box.send')}
      </Button>
      <p id="chat-limit" className="chat__limit" role="status">
        {refused ? t('chat.box.tooLong', { max: CHAT_TEXT_MAX }) : ''}
      </p>
    </form>
  )
}
