import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField, type TextFieldProps } from './text-field.tsx'

function Controlled(
  props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string; spy?: (v: string) => void },
) {
  const { initial = '', spy, ...rest } = props
  const [value, setValue] = useState(initial)
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next)
        setValue(next)
      }}
    />
  )
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

describe('TextField over its limit', () => {
  it('has no native maxlength, so the browser never cuts silently', () => {
    render(<Controlled label="OTP" maxLength={6} />)
    expect(input('OTP').hasAttribute('maxlength')).toBe(false)
  })

  it('takes typing up to the limit, then refuses the next character with an announced message', async () => {
    const user = userEvent.setup()
    const spy = vi.fn()
    render(<Controlled label="OTP" maxLength={6} spy={spy} />)
    await user.type(input('OTP'), '1234567')
    expect(input('OTP').value).toBe('123456')
    expect(spy).toHaveBeenLastCalledWith('123456')
    expect(spy).not.toHaveBeenCalledWith('1234567')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('At most 6 characters')
    expect(input('OTP').getAttribute('aria-describedby')).toContain(status.id)
  })

  it('refuses a paste that would go over as a whole, keeping what was there', async () => {
    const user = userEvent.setup()
    const spy = vi.fn()
    render(<Controlled label="Account holder" maxLength={18} initial="Demo" spy={spy} />)
    await user.click(input('Account holder'))
    await user.paste(' Demo Holder With Long Name')
    expect(input('Account holder').value).toBe('Demo')
    expect(spy).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('At most 18 characters')
  })

  it('takes a paste that fits', async () => {
    const user = userEvent.setup()
    render(<Controlled label="IFSC" maxLength={11} />)
    await user.click(input('IFSC'))
    await user.paste('DEMO0000001')
    expect(input('IFSC').value).toBe('DEMO0000001')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('clears the message once an accepted change comes, and lets a too-long value be shortened', async () => {
    const user = userEvent.setup()
    render(<Controlled label="Code" maxLength={3} initial="12345" />)
    await user.click(input('Code'))
    await user.keyboard('9')
    expect(input('Code').value).toBe('12345')
    expect(screen.getByRole('status').textContent).toBe('At most 3 characters')
    await user.keyboard('{Backspace}')
    expect(input('Code').value).toBe('1234')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(input('Code').getAttribute('aria-describedby')).toBeNull()
  })

  it('refuses a change event that carries too much (autofill, a script), like a paste', () => {
    const onChange = vi.fn()
    render(<TextField label="Qty" value="12" onChange={onChange} maxLength={3} />)
    fireEvent.change(input('Qty'), { target: { value: '1234' } })
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('At most 3 characters')
  })

  it('says it in the language around the field (hi-Latn, hi) or in the words given', () => {
    const { unmount } = render(
      <div lang="hi-Latn">
        <TextField label="Qty" value="12" onChange={vi.fn()} maxLength={2} />
      </div>,
    )
    fireEvent.change(input('Qty'), { target: { value: '123' } })
    expect(screen.getByRole('status').textContent).toBe('Zyada se zyada 2 akshar')
    unmount()
    const second = render(
      <div lang="hi">
        <TextField label="Qty" value="12" onChange={vi.fn()} maxLength={2} />
      </div>,
    )
    fireEvent.change(input('Qty'), { target: { value: '123' } })
    expect(screen.getByRole('status').textContent).toBe('अधिकतम 2 अक्षर')
    second.unmount()
    render(
      <TextField
        label="Qty"
        value="12"
        onChange={vi.fn()}
        maxLength={2}
        tooLongMessage={(n) => `Only ${n}`}
      />,
    )
    fireEvent.change(input('Qty'), { target: { value: '123' } })
    expect(screen.getByRole('status').textContent).toBe('Only 2')
  })

  it('has no limit without maxLength', () => {
    const onChange = vi.fn()
    render(<TextField label="Note" value="" onChange={onChange} />)
    fireEvent.change(input('Note'), { target: { value: 'x'.repeat(500) } })
    expect(onChange).toHaveBeenCalledWith('x'.repeat(500))
  })
})
