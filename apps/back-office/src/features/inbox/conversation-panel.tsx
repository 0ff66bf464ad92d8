import { CHAT_UPLOAD_RULES, lastExtension } from '@mandi/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { chatFileUrl } from '../../api/chat-files.ts'
import { newIdempotencyKey } from '../../api/idempotency-key.ts'
import { type ConversationKey, opsApi } from '../../api/ops-api.ts'
import { OpsApiError } from '../../api/ops-error.ts'
import type { ConversationDetail, UserView } from '../../api/schemas.ts'
import { checkPickedFile } from '../../files/check-picked-file.ts'
import { ANSWER_MAX, AnswerComposer, type ComposerProblem } from './answer-composer.tsx'
import { ConversationView } from './conversation-view.tsx'
import { UserPanelView } from './user-panel-view.tsx'

type Load<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; data: T }

function sendProblem(error: unknown, name = ''): ComposerProblem {
  if (!(error instanceof OpsApiError) || error.status === 0) return { kind: 'network' }
  if (error.reason === 'empty') return { kind: 'empty' }
  if (error.reason === 'too-long') return { kind: 'too-long' }
  if (error.reason === 'extension' || error.reason === 'size')
    return { kind: error.reason, name, extension: lastExtension(name) }
  if (error.reason === 'type' || error.reason === 'content')
    return { kind: 'type', name, extension: lastExtension(name) }
  return { kind: 'failed' }
}

export interface ConversationPanelProps {
  readonly conversation: ConversationKey
  /** Grows each time the live feed says this user's conversations changed: fetch again. */
  readonly changes: number
}

/**
 * One open conversation: its messages (marking the user's read as they are shown), the read-only user
 * panel and the answer composer. The live feed's changes fetch it again.
 */
export function ConversationPanel({ conversation, changes }: ConversationPanelProps) {
  const { userId, agentId } = conversation
  const [detail, setDetail] = useState<Load<ConversationDetail>>({ status: 'loading' })
  const [user, setUser] = useState<Load<UserView>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<ComposerProblem | null>(null)
  // Each answer's Idempotency-Key: made when it is first sent and kept for its retries (an answer whose reply
  // was lost is then stored once, as the app's chat does); a new one once it is sent or the text changes.
  const answerKey = useRef<string | null>(null)
  // A file's key, kept while the same file (name, size, time) is sent again after a failure.
  const fileKey = useRef<{ file: string; key: string } | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` and `attempt` are the cues to fetch again.
  useEffect(() => {
    let current = true
    const key = { userId, agentId }
    opsApi.conversation(key).then(
      (data) => {
        if (!current) return
        setDetail({ status: 'ready', data })
        // The operator now sees the user's messages: mark them read (the user's app shows it).
        if (data.messages.some((m) => m.from === 'user' && !m.read)) void opsApi.markRead(key).catch(() => {})
      },
      (error: unknown) => {
        if (!current) return
        setDetail({ status: error instanceof OpsApiError && error.status === 404 ? 'missing' : 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [userId, agentId, changes, attempt])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` and `attempt` are the cues to fetch again.
  useEffect(() => {
    let current = true
    opsApi.user(userId).then(
      (data) => current && setUser({ status: 'ready', data }),
      () => current && setUser({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [userId, changes, attempt])

  const retry = useCallback(() => {
    setDetail({ status: 'loading' })
    setUser({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  const afterSend = () => {
    setSending(false)
    setAttempt((n) => n + 1)
  }

  const send = () => {
    if (text.trim() === '') return setProblem({ kind: 'empty' })
    if (text.length > ANSWER_MAX) return setProblem({ kind: 'too-long' })
    setSending(true)
    setProblem(null)
    answerKey.current ??= newIdempotencyKey()
    opsApi.answer({ userId, agentId }, text, answerKey.current).then(
      () => {
        answerKey.current = null
        setText('')
        afterSend()
      },
      (error: unknown) => {
        setSending(false)
        setProblem(sendProblem(error))
      },
    )
  }

  const sendFile = (file: File) => {
    setProblem(null)
    void checkPickedFile(file, CHAT_UPLOAD_RULES).then((verdict) => {
      if (!verdict.ok) {
        const kind = verdict.reason === 'content' ? 'type' : verdict.reason
        return setProblem({ kind, name: file.name, extension: lastExtension(file.name) })
      }
      setSending(true)
      const name = `${file.name}|${file.size}|${file.lastModified}`
      if (fileKey.current?.file !== name) fileKey.current = { file: name, key: newIdempotencyKey() }
      const sent = () => {
        fileKey.current = null
        afterSend()
      }
      opsApi.answerFile({ userId, agentId }, file, fileKey.current.key).then(sent, (error: unknown) => {
        setSending(false)
        setProblem(sendProblem(error, file.name))
      })
    })
  }

  const data = detail.status === 'ready' ? detail.data : null
  return (
    <ConversationView
      status={detail.status}
      userName={data?.userName ?? ''}
      userCode={data?.userCode ?? ''}
      agentName={data?.agentName ?? ''}
      messages={(data?.messages ?? []).map((m) => ({
        ...m,
        href: m.type === 'text' ? '' : chatFileUrl(m.url),
      }))}
      onRetry={retry}
      userPanel={
        <UserPanelView
          status={user.status === 'missing' ? 'error' : user.status}
          user={user.status === 'ready' ? user.data : null}
          onRetry={retry}
        />
      }
      composer={
        <AnswerComposer
          agentName={data?.agentName ?? ''}
          text={text}
          sending={sending}
          problem={problem}
          onTextChange={(next) => {
            if (next !== text) answerKey.current = null
            setText(next)
            if (problem?.kind === 'empty' || problem?.kind === 'too-long') setProblem(null)
          }}
          onSend={send}
          onFile={sendFile}
        />
      }
    />
  )
}
