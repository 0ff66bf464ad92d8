import { type ReactNode, useEffect, useId, useState } from 'react'
import { copyText } from '../../lib/copy-text.ts'
import { cx } from '../../lib/cx.ts'
import { Button } from '../button/button.tsx'
import './copy-field.css'

export interface CopyFieldProps {
  label: string
  /** What is copied. */
  value: string
  /** What is shown, when it differs from what is copied (e.g. "₹3,000.00" shown, "3000.00" copied). */
  display?: ReactNode
  /** Button text, e.g. 'Copy'. */
  copyLabel?: string
  /** §8: 'Copied successfully'. */
  copiedMessage?: string
  failedMessage?: string
  /** Called with the success message, e.g. for the app to show its alert. */
  onCopied?: (message: string) => void
  onCopyFailed?: (message: string) => void
  /** How long the inline message stays, in ms. */
  messageDuration?: number
}

type Outcome = 'copied' | 'failed' | null

/** A labelled value (UPI, account number, IFSC, invite code) copied with one tap. */
export function CopyField({
  label,
  value,
  display,
  copyLabel = 'Copy',
  copiedMessage = 'Copied successfully',
  failedMessage = 'Copy failed',
  onCopied,
  onCopyFailed,
  messageDuration = 2000,
}: CopyFieldProps) {
  const labelId = useId()
  const [outcome, setOutcome] = useState<Outcome>(null)

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(() => setOutcome(null), messageDuration)
    return () => clearTimeout(timer)
  }, [outcome, messageDuration])

  const copy = async () => {
    const copied = await copyText(value)
    setOutcome(copied ? 'copied' : 'failed')
    if (copied) onCopied?.(copiedMessage)
    else onCopyFailed?.(failedMessage)
  }

  return (
    <div className="mk-copy">
      <div>
        <span id={labelId} className="mk-copy__label">
          {label}
        </span>
        <span className="mk-copy__value">{display ?? value}</span>
      </div>
      <Button variant="secondary" aria-describedby={labelId} onClick={copy}>
        {copyLabel}
      </Button>
      <span
        role="status"
        className={cx('mk-copy__status', outcome === 'failed' && 'mk-copy__status--failed')}
      >
        {outcome === 'copied' ? copiedMessage : outcome === 'failed' ? failedMessage : ''}
      </span>
    </div>
  )
}
