import type { PasskeyProblem } from '@mandi/state-machines'
import { BottomSheet, Button, Notice } from '@mandi/ui-kit'
import { useT } from '../i18n/i18n.tsx'
import { PROBLEM_TEXT } from './confirm-sheet-view.tsx'
import './passkey.css'

export interface PasskeyOfferViewProps {
  /** The browser's prompt is up. */
  readonly busy: boolean
  readonly problem: PasskeyProblem | null
  readonly onTurnOn: () => void
  /** Not now, or the sheet closed: the offer is not made again. */
  readonly onDismiss: () => void
}

/** After a password sign-in on a phone that can (issue 28): turn fingerprint sign-in on, once. */
export function PasskeyOfferView(props: PasskeyOfferViewProps) {
  const t = useT()
  return (
    <BottomSheet
      open
      title={t('passkey.offer.title')}
      onClose={props.onDismiss}
      closeLabel={t('passkey.confirm.close')}
    >
      <div className="passkey-confirm">
        <p>{t('passkey.offer.body')}</p>
        {props.problem && <Notice role="alert">{t(PROBLEM_TEXT[props.problem])}</Notice>}
        <Button block loading={props.busy} onClick={props.onTurnOn}>
          {t('passkey.offer.turnOn')}
        </Button>
        <Button block variant="ghost" disabled={props.busy} onClick={props.onDismiss}>
          {t('passkey.offer.notNow')}
        </Button>
      </div>
    </BottomSheet>
  )
}
