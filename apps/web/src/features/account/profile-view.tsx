import type { UserInfo } from '@mandi/api-client'
import { kycStage, type Paise } from '@mandi/domain'
import { Avatar, BottomSheet, Button, EyeToggle, Money, type MoneySize, StatusPill } from '@mandi/ui-kit'
import { Banknote, ChevronRight, Gift, Headset, Languages, Layers, Pickaxe, ReceiptText } from 'lucide-react'
import { Link } from 'wouter'
import type { LastKnownNotice } from '../../api/use-api-query.ts'
import type { Locale } from '../../i18n/catalogue.ts'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { LoadState, type ViewStatus } from '../../layout/load-states.tsx'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { OfflineReason } from '../../layout/offline-reason.tsx'
import { LanguageChoice } from './language-choice.tsx'
import './account.css'

const QUICK = [
  { to: '/position', label: tKey('account.profile.positions'), Icon: Layers },
  { to: '/salary', label: tKey('account.profile.salaryHistory'), Icon: Banknote },
  { to: '/hist', label: tKey('account.profile.records'), Icon: ReceiptText },
  { to: '/reward', label: tKey('account.profile.rewards'), Icon: Gift },
  // Beyond §2's four: the mining plans the user bought (issue 26).
  { to: '/my_plans', label: tKey('account.profile.myPlans'), Icon: Pickaxe },
] as const

const MENU = [
  { to: '/userinfo', label: tKey('account.profile.userinfo') },
  { to: '/update_bank', label: tKey('account.profile.updateBank') },
  { to: '/safe', label: tKey('account.profile.safe') },
  { to: '/share', label: tKey('account.profile.share') },
  { to: '/center', label: tKey('account.profile.statement') },
  { to: '/settlement', label: tKey('account.profile.settlement') },
  { to: '/verif', label: tKey('account.profile.verif') },
  { to: '/kyc', label: tKey('account.profile.kyc') },
  { to: '/settings', label: tKey('account.profile.settings') },
  { to: '/notify', label: tKey('account.profile.notices') },
  // The pages the server serves by id (page/info): 1 is About, 2 the Terms.
  { to: '/page?id=1', label: tKey('account.profile.about') },
  { to: '/page?id=2', label: tKey('account.profile.terms') },
  { to: '/download', label: tKey('account.profile.download') },
] as const

const OFFLINE_REASON = 'profile-offline-reason'

export interface ProfileViewProps {
  readonly status: Exclude<ViewStatus, 'empty'>
  readonly user?: UserInfo
  readonly avatarUrl?: string
  readonly errorText?: string
  readonly onRetry: () => void
  /** The asset card shown was loaded earlier (kept on the phone), or the phone is offline: the banner. */
  readonly lastKnown?: LastKnownNotice | null
  /** The phone is offline: Deposit and Withdraw are off, and say why. */
  readonly offline?: boolean
  /** The eye toggle: every amount of the asset card shows as asterisks. */
  readonly hidden: boolean
  readonly onToggleHidden: (hidden: boolean) => void
  readonly locale: Locale
  readonly languageOpen: boolean
  readonly onLanguageOpen: (open: boolean) => void
  readonly onLanguage: (locale: Locale) => void
  readonly onSignOut: () => void
}

/** /profile (spec §2): who the user is, the asset card, quick access, the account menu and sign out. */
export function ProfileView(props: ProfileViewProps) {
  const t = useT()
  // Spec §9: only the balance abbreviates (K above ₹1,00,000); the others are shown in full, one per line.
  const amount = (value: Paise, size: MoneySize, balance = false) => (
    <Money
      amount={value}
      size={size}
      format={balance ? 'balance' : 'full'}
      hidden={props.hidden}
      hiddenText={t('account.profile.hidden')}
    />
  )
  const user = props.user
  return (
    <section className="screen account">
      <h1 className="screen__title">{t('account.profile.title')}</h1>
      <OfflineBanner notice={props.lastKnown} onRetry={props.onRetry} />
      <LoadState status={props.status} errorText={props.errorText} onRetry={props.onRetry} lines={3}>
        {user && (
          <>
            <Link to="/userinfo" className="account__who">
              <Avatar name={user.name} src={props.avatarUrl} size={56} />
              <span className="account__who-text">
                <span className="account__name">{user.name}</span>
                <span className="account__muted">{t('account.profile.id', { code: user.code })}</span>
              </span>
            </Link>
            <KycPill kycStatus={user.kycStatus} />
            <div className="account__card">
              <div className="account__card-head">
                <h2 className="account__card-title">{t('account.profile.assets')}</h2>
                <EyeToggle
                  hidden={props.hidden}
                  onToggle={props.onToggleHidden}
                  showLabel={t('account.profile.show')}
                  hideLabel={t('account.profile.hide')}
                />
              </div>
              <dl className="account__amounts">
                <div className="account__amount account__amount--main">
                  <dt>{t('account.profile.balance')}</dt>
                  <dd>{amount(user.balance, 'xl', true)}</dd>
                </div>
                <div className="account__amount">
                  <dt>{t('account.profile.salary')}</dt>
                  <dd>{amount(user.salary, 'md')}</dd>
                </div>
                <div className="account__amount">
                  <dt>{t('account.profile.points')}</dt>
                  <dd>{amount(user.integral, 'md')}</dd>
                </div>
              </dl>
              {props.offline ? (
                <>
                  <div className="account__actions">
                    <Button block disabled aria-describedby={OFFLINE_REASON}>
                      {t('account.profile.deposit')}
                    </Button>
                    <Button variant="secondary" block disabled aria-describedby={OFFLINE_REASON}>
                      {t('account.profile.withdraw')}
                    </Button>
                  </div>
                  <OfflineReason id={OFFLINE_REASON} text={t('shell.offline.money')} />
                </>
              ) : (
                <div className="account__actions">
                  <Link to="/deposit" className="account__button">
                    {t('account.profile.deposit')}
                  </Link>
                  <Link to="/payout" className="account__button account__button--secondary">
                    {t('account.profile.withdraw')}
                  </Link>
                </div>
              )}
            </div>
          </>
        )}
      </LoadState>
      <nav aria-label={t('account.profile.quick')} className="account__quick">
        {QUICK.map((item) => (
          <Link key={item.to} to={item.to} className="account__quick-item">
            <item.Icon size={22} aria-hidden="true" />
            <span>{t(item.label)}</span>
          </Link>
        ))}
      </nav>
      <nav aria-label={t('account.profile.menu')}>
        <ul className="account__menu">
          {MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="account__menu-item">
                <span>{t(item.label)}</span>
                <ChevronRight size={18} aria-hidden="true" className="account__chevron" />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="account__menu-item" onClick={() => props.onLanguageOpen(true)}>
              <span>{t('account.profile.language')}</span>
              <Languages size={18} aria-hidden="true" className="account__chevron" />
            </button>
          </li>
          <li>
            <Link to="/service" className="account__menu-item">
              <span>{t('account.profile.support')}</span>
              <Headset size={18} aria-hidden="true" className="account__chevron" />
            </Link>
          </li>
        </ul>
      </nav>
      <Button variant="secondary" block onClick={props.onSignOut}>
        {t('account.profile.signOut')}
      </Button>
      <BottomSheet
        open={props.languageOpen}
        title={t('account.profile.languageTitle')}
        closeLabel={t('shell.common.close')}
        onClose={() => props.onLanguageOpen(false)}
      >
        <LanguageChoice locale={props.locale} onLanguage={props.onLanguage} />
      </BottomSheet>
    </section>
  )
}

/** The verification's stage: Verified, waiting for the review, refused (the reason is on /verif), or not yet. */
function KycPill({ kycStatus }: { kycStatus: number }) {
  const t = useT()
  const stage = kycStage(kycStatus)
  if (stage === 'verified') return <StatusPill label={t('account.profile.verified')} tone="success" />
  if (stage === 'waiting') return <StatusPill label={t('account.review.waiting')} tone="warning" />
  if (stage === 'refused') return <StatusPill label={t('account.review.refused')} tone="danger" />
  return <StatusPill label={t('account.profile.notVerified')} tone="neutral" />
}
