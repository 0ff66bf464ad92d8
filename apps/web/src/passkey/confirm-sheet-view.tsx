import type { ConfirmAction } from '@mandi/api-client'
import type { PasskeyProblem } from '@mandi/state-machines'
import { BottomSheet, Button, Form, Notice, TextField } from '@mandi/ui-kit'
import { tKey, useT } from '../i18n/i18n.tsx'
import './passkey.css'

/** Where the confirmation is: the browser's prompt is up, it failed, the password instead, being checked. */
export type ConfirmStage = 'prompting' | 'failed' | 'password' | 'checking'

export interface ConfirmSheetViewProps {
  readonly action: ConfirmAction
  readonly stage: ConfirmStage
  readonly problem: PasskeyProblem | null
  readonly password: string
  readonly passwordError: string | null
  readonly onRetry: () => void
  readonly onUsePassword: () => void
  readonly onPasswordChange: (value: string) => void
  readonly onSubmitPassword: () => void
  readonly onCancel: () => void
}

const TITLES = {
  payout: tKey('passkey.confirm.payout'),
  bank: tKey('passkey.confirm.bank'),
  password: tKey('passkey.confirm.password'),
  passkey: tKey('passkey.confirm.passkey'),
} as const

export const PROBLEM_TEXT = {
  cancelled: tKey('passkey.problem.cancelled'),
  noAuthenticator: tKey('passkey.problem.noAuthenticator'),
  unknownPasskey: tKey('passkey.problem.unknownPasskey'),
  timeout: tKey('passkey.problem.timeout'),
  failed: tKey('passkey.problem.failed'),
  network: tKey('passkey.problem.network'),
} as const

/**
 * The confirmation of a money call (issue 28), over the form that asked for it: the passkey first; when it
 * fails, the plain reason, Try again and the password instead; Cancel goes back to the form, which keeps
 * everything typed.
 */
export function ConfirmSheetView(props: ConfirmSheetViewProps) {
  const t = useT()
  const passwordStage = props.stage === 'password' || props.stage === 'checking'
  // With no fingerprint on this phone (or the passkey gone), trying again cannot help: only the password.
  const canRetry = props.problem !== 'noAuthenticator' && props.problem !== 'unknownPasskey'
  return (
    <BottomSheet
      open
      title={t(TITLES[props.action])}
      onClose={props.onCancel}
      closeLabel={t('passkey.confirm.close')}
    >
      <div className="passkey-confirm">
        {props.stage === 'prompting' && (
          <p className="passkey-confirm__waiting" aria-live="polite">
            {t('passkey.confirm.waiting')}
          </p>
        )}
        {props.problem && (
          <Notice role="alert">
            {t(PROBLEM_TEXT[props.problem])} {t('passkey.confirm.kept')}
          </Notice>
        )}
        {props.stage === 'failed' && (
          <div className="passkey-confirm__actions">
            {canRetry && (
              <Button block onClick={props.onRetry}>
                {t('passkey.confirm.retry')}
              </Button>
            )}
            <Button block variant={canRetry ? 'secondary' : 'primary'} onClick={props.onUsePassword}>
              {t('passkey.confirm.usePassword')}
            </Button>
          </div>
        )}
        {passwordStage && (
          <Form busy={props.stage === 'checking'} onSubmit={props.onSubmitPassword}>
            <p>{t('passkey.confirm.passwordIntro')}</p>
            <TextField
              label={t('passkey.confirm.passwordLabel')}
              name="confirm-password"
              type="password"
              autoComplete="current-password"
              value={props.password}
              error={props.passwordError}
              onChange={props.onPasswordChange}
            />
            <Button
              type="submit"
              block
              disabled={props.password.length === 0}
              loading={props.stage === 'checking'}
            >
              {t('passkey.confirm.submit')}
            </Button>
            {canRetry && (
              <Button block variant="secondary" onClick={props.onRetry} disabled={props.stage === 'checking'}>
                {t('passkey.confirm.useFingerprint')}
              </Button>
            )}
          </Form>
        )}
        {props.stage !== 'checking' && (
          <Button block variant="ghost" onClick={props.onCancel}>
            {t('passkey.confirm.cancel')}
          </Button>
        )}
      </div>
    </BottomSheet>
  )
}
