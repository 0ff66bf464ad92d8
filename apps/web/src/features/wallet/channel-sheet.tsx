import type { Paise } from '@mandi/domain'
import { BottomSheet, Button, Skeleton } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { MoneyInText } from './money-in-text.tsx'
import { OptionList } from './option-list.tsx'
import './wallet.css'

export interface Channel {
  readonly id: number
  readonly title: string
}

export interface ChannelSheetProps {
  readonly open: boolean
  readonly loading: boolean
  readonly channels: readonly Channel[]
  readonly channelId: number | null
  /** 'Please select a payment method' (already translated), shown under the list. */
  readonly error?: string
  /** The deposit order is being created: the channels are off (the chosen one still shown), Pay spins. */
  readonly paying: boolean
  /** The formatted amount on the Pay button, used when `amount` is absent (e.g. typed text that is no amount). */
  readonly amountLabel: string
  /** The amount on the Pay button, shown through Money. */
  readonly amount?: Paise | null
  readonly onSelect: (id: number) => void
  readonly onPay: () => void
  readonly onClose: () => void
}

/** The payment channel popup of /deposit and /kyc (spec §2): a radio list of pay/channel and Pay. */
export function ChannelSheet(props: ChannelSheetProps) {
  const t = useT()
  return (
    <BottomSheet
      open={props.open}
      title={t('wallet.deposit.channelTitle')}
      closeLabel={t('shell.common.close')}
      onClose={props.onClose}
    >
      <div className="wallet__form" aria-busy={props.paying || undefined}>
        <OptionList
          name="channel"
          legend={t('wallet.deposit.channels')}
          options={props.channels.map((channel) => ({ id: channel.id, label: channel.title }))}
          value={props.channelId}
          disabled={props.paying}
          error={props.error}
          onSelect={props.onSelect}
          placeholder={
            props.loading ? (
              <Skeleton lines={3} label={t('wallet.common.loading')} />
            ) : props.channels.length === 0 ? (
              <p>{t('wallet.deposit.noChannels')}</p>
            ) : undefined
          }
        />
        <Button block loading={props.paying} disabled={props.loading} onClick={props.onPay}>
          {props.amount != null ? (
            <MoneyInText t={t} textKey="wallet.deposit.pay" amount={props.amount} />
          ) : (
            t('wallet.deposit.pay', { amount: props.amountLabel })
          )}
        </Button>
      </div>
    </BottomSheet>
  )
}
