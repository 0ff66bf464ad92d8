import { WifiOff } from 'lucide-react'
import './offline-banner.css'

export interface OfflineReasonProps {
  /** Referenced by the disabled actions' `aria-describedby`, so each of them says why it is off. */
  readonly id: string
  readonly text: string
}

/** Why a money action is off while the phone is offline ("You are offline. Connect to sell."). */
export function OfflineReason({ id, text }: OfflineReasonProps) {
  return (
    <p id={id} className="offline-reason">
      <WifiOff size={16} aria-hidden="true" />
      <span>{text}</span>
    </p>
  )
}
