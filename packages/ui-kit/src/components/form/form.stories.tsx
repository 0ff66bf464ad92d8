import { DEPOSIT_AMOUNTS } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AmountInput } from '../amount-input/amount-input.tsx'
import { Button } from '../button/button.tsx'
import { OtpInput } from '../otp-input/otp-input.tsx'
import { TextField } from '../text-field/text-field.tsx'
import { Form } from './form.tsx'

interface DemoProps {
  busy: boolean
  onSubmit: () => void
  nameLabel: string
  codeLabel: string
  amountLabel: string
  submitLabel: string
}

function Demo(props: DemoProps) {
  const [name, setName] = useState('Demo Apple')
  const [code, setCode] = useState('1234')
  const [amount, setAmount] = useState('600')
  return (
    <Form aria-label={props.submitLabel} busy={props.busy} onSubmit={props.onSubmit}>
      <TextField label={props.nameLabel} value={name} onChange={setName} />
      <OtpInput label={props.codeLabel} value={code} onChange={setCode} />
      <AmountInput
        label={props.amountLabel}
        value={amount}
        onChange={setAmount}
        quickAmounts={DEPOSIT_AMOUNTS}
      />
      <Button type="submit" block loading={props.busy}>
        {props.submitLabel}
      </Button>
    </Form>
  )
}

const meta = {
  title: 'Forms/Form',
  component: Demo,
  args: {
    busy: false,
    onSubmit: fn(),
    nameLabel: 'Account holder',
    codeLabel: 'SMS code',
    amountLabel: 'Amount',
    submitLabel: 'Submit',
  },
  parameters: {
    localeArgs: {
      hd: {
        nameLabel: 'Khata dharak',
        codeLabel: 'SMS code daalein',
        amountLabel: 'Raashi',
        submitLabel: 'Jama karein',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Editable: Story = {}

/**
 * A submit in flight: every field is read-only (its text readable at full contrast, focus kept), the quick
 * amounts are off, the form is aria-busy and the button spins. What is typed now is not taken, visibly.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByLabelText('Account holder')
    await expect(name).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('SMS code')).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('Amount')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(name, ' Extra{Enter}')
    await expect(name).toHaveValue('Demo Apple')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
