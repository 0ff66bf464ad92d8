import { maxLengthOf } from '@mandi/domain'
import { Button, TextField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../wallet/back-bar.tsx'
import { ChannelSheet, type ChannelSheetProps } from '../wallet/channel-sheet.tsx'
import './account.css'

export interface KycViewProps {
  readonly pan: string
  /** 'Invalid PAN' (translated) at the field. */
  readonly panError?: string
  readonly onPanChange: (value: string) => void
  /** The fee in whole rupees as shown on the button: 'Pay 6000 For Kyc'. */
  readonly fee: string
  readonly onPay: () => void
  readonly sheet: ChannelSheetProps
}

/** /kyc (spec §2, §9): PAN, the note about suspended withdrawals, and the fee button opening the channels. */
export function KycView(props: KycViewProps) {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.kyc.title')} />
      <form
        className="account__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onPay()
        }}
      >
        <TextField
          label={t('account.kyc.pan')}
          maxLength={maxLengthOf('pan')}
          value={props.pan}
          error={props.panError}
          onChange={(value) => props.onPanChange(value.toUpperCase())}
        />
        <p className="account__notice">{t('account.kyc.note')}</p>
        <Button type="submit" block>
          {t('account.kyc.pay', { fee: props.fee })}
        </Button>
      </form>
      <ChannelSheet {...props.sheet} />
    </section>
  )
}
