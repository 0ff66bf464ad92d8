import { CHAT_UPLOAD_RULES } from '@mandi/domain'
import { Button, Form } from '@mandi/ui-kit'
import { useId } from 'react'
import { type Translate, tKey, useT } from '../../i18n/i18n.tsx'

/** Why an answer was not sent; what was typed stays in the composer. */
export type ComposerProblem =
  | { readonly kind: 'empty' | 'too-long' | 'network' | 'failed' }
  | { readonly kind: 'extension' | 'size' | 'type'; readonly name: string; readonly extension: string }

/** The canned answers an operator can put into the composer and change before sending. */
export const QUICK_REPLIES = [
  tKey('inbox.quickReplies.greeting'),
  tKey('inbox.quickReplies.lookingInto'),
  tKey('inbox.quickReplies.utr'),
  tKey('inbox.quickReplies.withdrawal'),
  tKey('inbox.quickReplies.anythingElse'),
] as const

/** Most characters of one answer (the server's limit, the same as a user's message). */
export const ANSWER_MAX = 2000

export interface AnswerComposerProps {
  readonly agentName: string
  readonly text: string
  readonly sending: boolean
  readonly problem: ComposerProblem | null
  readonly onTextChange: (text: string) => void
  readonly onSend: () => void
  readonly onFile: (file: File) => void
}

const ACCEPT = CHAT_UPLOAD_RULES.extensions.map((extension) => `.${extension}`).join(',')

function describeProblem(t: Translate, problem: ComposerProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('inbox.errors.empty')
    case 'too-long':
      return t('inbox.errors.tooLong', { max: ANSWER_MAX })
    case 'network':
      return t('inbox.errors.network')
    case 'failed':
      return t('inbox.errors.failed')
    case 'size':
      return t('inbox.errors.size', { name: problem.name, size: CHAT_UPLOAD_RULES.maxMegabytes })
    case 'extension':
      return t('inbox.errors.extension', { name: problem.name })
    case 'type':
      return t('inbox.errors.type', { name: problem.name, kind: problem.extension })
  }
}

/** Adds a quick reply after what is typed (on its own line), so nothing typed is replaced. */
export function withQuickReply(text: string, reply: string): string {
  return text.trim() === '' ? reply : `${text.replace(/\s+$/, '')}\n${reply}`
}

/** The answer composer: text (Ctrl or ⌘ + Enter sends), a picture or file, and the quick replies. */
export function AnswerComposer(props: AnswerComposerProps) {
  const t = useT()
  const fieldId = useId()
  const fileId = useId()
  const problem = props.problem
  const problemText = problem === null ? null : describeProblem(t, problem)
  return (
    <div className="ops-composer">
      <Form busy={props.sending} onSubmit={props.onSend} className="ops-composer__form">
        <label htmlFor={fieldId} className="ops-composer__label">
          {t('inbox.composer.label', { agent: props.agentName })}
        </label>
        <textarea
          id={fieldId}
          className="ops-composer__text"
          rows={3}
          value={props.text}
          placeholder={t('inbox.composer.placeholder')}
          readOnly={props.sending}
          aria-invalid={problem !== null && (problem.kind === 'empty' || problem.kind === 'too-long')}
          onChange={(event) => props.onTextChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              if (!props.sending) props.onSend()
            }
          }}
        />
        {problemText && (
          <p className="ops-composer__error" role="alert">
            {problemText}
          </p>
        )}
        <div className="ops-composer__actions">
          <label htmlFor={fileId} className="ops-composer__attach">
            {t('inbox.composer.attach')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            className="mk-visually-hidden"
            disabled={props.sending}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) props.onFile(file)
            }}
          />
          <Button type="submit" loading={props.sending}>
            {props.sending ? t('inbox.composer.sending') : t('inbox.composer.send')}
          </Button>
        </div>
      </Form>
      <section className="ops-quick" aria-labelledby={`${fieldId}-quick`}>
        <h3 id={`${fieldId}-quick`} className="ops-quick__title">
          {t('inbox.quickReplies.title')}
        </h3>
        <p className="ops-quick__hint">{t('inbox.quickReplies.hint')}</p>
        <ul className="ops-quick__list">
          {QUICK_REPLIES.map((key) => (
            <li key={key}>
              <button
                type="button"
                className="ops-quick__reply"
                disabled={props.sending}
                aria-label={t('inbox.quickReplies.insert', { text: t(key) })}
                onClick={() => props.onTextChange(withQuickReply(props.text, t(key)))}
              >
                {t(key)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
