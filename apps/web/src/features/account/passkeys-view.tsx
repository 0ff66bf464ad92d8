import type { Passkey } from '@mandi/api-client'
import type { PasskeyProblem } from '@mandi/state-machines'
import { Button, Form, Notice, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { PROBLEM_TEXT } from '../../passkey/confirm-sheet-view.tsx'
import './passkeys.css'

/** Renaming one passkey: its id, the name typed, whether it is being saved, and the name's error. */
export interface PasskeyRename {
  readonly id: string
  readonly name: string
  readonly saving: boolean
  readonly error: string | null
}

/** Turning fingerprint sign-in on asked for the password first (the server's 5-minute window). */
export interface PasskeyPasswordAsk {
  readonly password: string
  readonly checking: boolean
  readonly error: string | null
}

export interface PasskeysViewProps {
  readonly status: 'loading' | 'error' | 'ready'
  readonly passkeys: readonly Passkey[]
  /** This browser has a fingerprint or screen lock it can use here (else no Turn on). */
  readonly canAdd: boolean
  /** The browser's prompt of Turn on is up. */
  readonly adding: boolean
  /** Why the last Turn on (or removal) did not complete. */
  readonly problem: PasskeyProblem | null
  readonly passwordAsk: PasskeyPasswordAsk | null
  readonly rename: PasskeyRename | null
  /** The passkey being removed (its confirmation or the call in flight). */
  readonly removingId: string | null
  readonly onReload: () => void
  readonly onAdd: () => void
  readonly onPasswordChange: (value: string) => void
  readonly onSubmitPassword: () => void
  readonly onCancelPassword: () => void
  readonly onStartRename: (id: string) => void
  readonly onRenameChange: (value: string) => void
  readonly onSaveRename: () => void
  readonly onCancelRename: () => void
  readonly onRemove: (id: string) => void
}

/** /safe's passkeys (issue 28): turn fingerprint sign-in on, and each passkey with where and when. */
export function PasskeysView(props: PasskeysViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="passkeys__title">
        {t('passkey.safe.title')}
      </h2>
      <p className="passkeys__intro">{t('passkey.safe.intro')}</p>
      {props.problem && <Notice role="alert">{t(PROBLEM_TEXT[props.problem])}</Notice>}
      {props.status === 'loading' && <LoadingBlock label={t('passkey.safe.loading')} lines={2} />}
      {props.status === 'error' && (
        <ErrorBlock message={t('passkey.safe.loadFailed')} onRetry={props.onReload} />
      )}
      {props.status === 'ready' && props.passkeys.length === 0 && (
        <p className="passkeys__none">{t('passkey.safe.none')}</p>
      )}
      {props.status === 'ready' && props.passkeys.length > 0 && (
        <ul className="passkeys__list">
          {props.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkeys__item">
              {props.rename?.id === passkey.id ? (
                <Form busy={props.rename.saving} onSubmit={props.onSaveRename} className="passkeys__form">
                  <TextField
                    label={t('passkey.safe.renameLabel')}
                    name="passkey-name"
                    value={props.rename.name}
                    maxLength={40}
                    error={props.rename.error}
                    onChange={props.onRenameChange}
                  />
                  <div className="passkeys__actions">
                    <Button type="submit" loading={props.rename.saving}>
                      {t('passkey.safe.save')}
                    </Button>
                    <Button variant="ghost" onClick={props.onCancelRename} disabled={props.rename.saving}>
                      {t('passkey.safe.cancel')}
                    </Button>
                  </div>
                </Form>
              ) : (
                <>
                  <p className="passkeys__name">{passkey.name}</p>
                  <p className="passkeys__meta">
                    {t('passkey.safe.made', { when: time.at(passkey.createdAt), device: passkey.device })}
                  </p>
                  <p className="passkeys__meta">
                    {passkey.lastUsedAt === null
                      ? t('passkey.safe.neverUsed')
                      : t('passkey.safe.used', {
                          when: time.at(passkey.lastUsedAt),
                          device: passkey.lastUsedDevice,
                        })}
                  </p>
                  <p className="passkeys__meta">{t('passkey.safe.host', { host: passkey.host })}</p>
                  <div className="passkeys__actions">
                    <Button
                      variant="secondary"
                      aria-label={`${t('passkey.safe.rename')}: ${passkey.name}`}
                      onClick={() => props.onStartRename(passkey.id)}
                      disabled={props.removingId !== null}
                    >
                      {t('passkey.safe.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`${t('passkey.safe.remove')}: ${passkey.name}`}
                      loading={props.removingId === passkey.id}
                      disabled={props.removingId !== null && props.removingId !== passkey.id}
                      onClick={() => props.onRemove(passkey.id)}
                    >
                      {t('passkey.safe.remove')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.passwordAsk ? (
        <Form busy={props.passwordAsk.checking} onSubmit={props.onSubmitPassword} className="passkeys__form">
          <h3 className="passkeys__subtitle">{t('passkey.safe.passwordTitle')}</h3>
          <p>{t('passkey.safe.passwordIntro')}</p>
          <TextField
            label={t('passkey.confirm.passwordLabel')}
            name="passkey-password"
            type="password"
            autoComplete="current-password"
            value={props.passwordAsk.password}
            error={props.passwordAsk.error}
            onChange={props.onPasswordChange}
          />
          <div className="passkeys__actions">
            <Button
              type="submit"
              disabled={props.passwordAsk.password.length === 0}
              loading={props.passwordAsk.checking}
            >
              {t('passkey.confirm.submit')}
            </Button>
            <Button variant="ghost" onClick={props.onCancelPassword} disabled={props.passwordAsk.checking}>
              {t('passkey.safe.cancel')}
            </Button>
          </div>
        </Form>
      ) : props.canAdd ? (
        props.status === 'ready' && (
          <Button block onClick={props.onAdd} loading={props.adding}>
            {props.passkeys.length === 0 ? t('passkey.safe.turnOn') : t('passkey.safe.addAnother')}
          </Button>
        )
      ) : (
        <p className="passkeys__none">{t('passkey.safe.unavailable')}</p>
      )}
    </section>
  )
}
