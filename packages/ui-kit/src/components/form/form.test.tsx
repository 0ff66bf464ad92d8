import { rupees } from '@mandi/domain'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AmountInput } from '../amount-input/amount-input.tsx'
import { Button } from '../button/button.tsx'
import { OtpInput } from '../otp-input/otp-input.tsx'
import { QuantityStepper } from '../quantity-stepper/quantity-stepper.tsx'
import { TextField } from '../text-field/text-field.tsx'
import { Form } from './form.tsx'
import { useFormBusy } from './form-busy.ts'

/** A form whose fields hold their own values; `busy` and `onSubmit` come from the test. */
function Fields({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const [name, setName] = useState('Demo')
  const [otp, setOtp] = useState('12')
  const [amount, setAmount] = useState('600')
  const [quantity, setQuantity] = useState(2)
  return (
    <Form aria-label="Test form" busy={busy} onSubmit={onSubmit}>
      <TextField label="Name" value={name} onChange={setName} />
      <OtpInput label="Code" value={otp} onChange={setOtp} />
      <AmountInput
        label="Amount"
        value={amount}
        onChange={setAmount}
        quickAmounts={[rupees(100), rupees(500)]}
      />
      <QuantityStepper label="Quantity" value={quantity} max={9} onChange={setQuantity} />
      <Button type="submit" loading={busy}>
        Save
      </Button>
    </Form>
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

describe('Form busy', () => {
  it('makes every field read-only and the form aria-busy while busy; typing changes nothing', async () => {
    const user = userEvent.setup()
    render(<Fields busy onSubmit={vi.fn()} />)
    expect(screen.getByRole('form', { name: 'Test form' }).getAttribute('aria-busy')).toBe('true')
    for (const label of ['Name', 'Code', 'Amount', 'Quantity']) {
      expect(field(label).readOnly, label).toBe(true)
      // Read-only, not disabled: the value stays readable and in the tab order.
      expect(field(label).disabled, label).toBe(false)
    }
    await user.type(field('Name'), ' Apple')
    await user.type(field('Code'), '3456')
    await user.type(field('Amount'), '0')
    await user.type(field('Quantity'), '5')
    expect(field('Name').value).toBe('Demo')
    expect(field('Code').value).toBe('12')
    expect(field('Amount').value).toBe('600')
    expect(field('Quantity').value).toBe('2')
    // Choices that would change a value are off too.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '₹100.00' }).disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Increase' }).disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease' }).disabled).toBe(true)
  })

  it('keeps focus in the field when the form turns busy, and everything typed before when it ends', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { rerender } = render(<Fields busy={false} onSubmit={onSubmit} />)
    await user.type(field('Name'), ' Apple{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(<Fields busy onSubmit={onSubmit} />)
    expect(document.activeElement).toBe(field('Name'))
    await user.type(field('Name'), 'x{Enter}')
    expect(field('Name').value).toBe('Demo Apple')
    // A second Enter while busy is not passed on.
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(<Fields busy={false} onSubmit={onSubmit} />)
    expect(field('Name').readOnly).toBe(false)
    expect(screen.getByRole('form', { name: 'Test form' }).hasAttribute('aria-busy')).toBe(false)
    await user.type(field('Name'), 'n')
    expect(field('Name').value).toBe('Demo Applen')
  })

  it('never posts the page: the submit event is prevented, busy or not', () => {
    const onSubmit = vi.fn()
    render(<Fields busy={false} onSubmit={onSubmit} />)
    const event = new Event('submit', { bubbles: true, cancelable: true })
    act(() => {
      screen.getByRole('form', { name: 'Test form' }).dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('ignores a change event that reaches a read-only field anyway (a script, an autofill)', () => {
    const onChange = vi.fn()
    render(
      <Form busy>
        <TextField label="Name" value="Demo" onChange={onChange} />
        <OtpInput label="Code" value="12" onChange={onChange} />
      </Form>,
    )
    fireEvent.change(field('Name'), { target: { value: 'Demo Apple' } })
    fireEvent.change(field('Code'), { target: { value: '123' } })
    expect(onChange).not.toHaveBeenCalled()
  })
})

// An app control of its own follows the form's rule through the hook.
function RadioList() {
  const busy = useFormBusy()
  return <input type="radio" aria-label="Demo Bank" disabled={busy} readOnly checked />
}

describe('useFormBusy', () => {
  it('tells an app control inside the form whether a submit is in flight', () => {
    const { rerender } = render(
      <Form busy>
        <RadioList />
      </Form>,
    )
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Demo Bank' }).disabled).toBe(true)
    rerender(
      <Form busy={false}>
        <RadioList />
      </Form>,
    )
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Demo Bank' }).disabled).toBe(false)
  })
})

describe('read-only fields outside a busy form', () => {
  it('TextField, OtpInput, AmountInput and QuantityStepper take `readOnly` as a prop', () => {
    render(
      <>
        <TextField label="Mobile" value="9000000001" onChange={vi.fn()} readOnly />
        <OtpInput label="Code" value="1" onChange={vi.fn()} readOnly />
        <AmountInput label="Amount" value="1" onChange={vi.fn()} quickAmounts={[rupees(100)]} readOnly />
        <QuantityStepper label="Quantity" value={1} max={3} onChange={vi.fn()} readOnly />
      </>,
    )
    for (const label of ['Mobile', 'Code', 'Amount', 'Quantity'])
      expect(field(label).readOnly, label).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '₹100.00' }).disabled).toBe(true)
  })

  it('a form that is not busy leaves its fields editable', () => {
    render(
      <Form>
        <TextField label="Name" value="" onChange={vi.fn()} />
      </Form>,
    )
    expect(field('Name').readOnly).toBe(false)
  })
})
