import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect, useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QuantityStepper } from './quantity-stepper.tsx'

function Harness({
  initial,
  max,
  onChange,
}: {
  initial: number
  max: number
  onChange?: (n: number) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityStepper
      value={value}
      max={max}
      label="Quantity"
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

/** Owns a stepper and records what the page shows when React paints (a layout effect runs before passive ones). */
function Owner({ value, painted }: { value: number; painted: string[] }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const field = box.current?.querySelector('input')
    const increase = box.current?.querySelector<HTMLButtonElement>('button[aria-label="Increase"]')
    painted.push(`${field?.value} ${increase?.disabled ? 'at max' : 'below max'}`)
  })
  return (
    <div ref={box}>
      <QuantityStepper value={value} max={6} label="Quantity" onChange={() => {}} />
    </div>
  )
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' })
const minus = () => screen.getByRole('button', { name: 'Decrease' })
const plus = () => screen.getByRole('button', { name: 'Increase' })

async function typeInto(text: string) {
  await userEvent.clear(input())
  await userEvent.type(input(), text)
  await userEvent.tab()
}

describe('QuantityStepper (§5 quantity rules)', () => {
  it('disables minus at 1 and plus at the maximum', async () => {
    render(<Harness initial={1} max={3} />)
    expect((minus() as HTMLButtonElement).disabled).toBe(true)
    expect((plus() as HTMLButtonElement).disabled).toBe(false)
    await userEvent.click(plus())
    await userEvent.click(plus())
    expect(input()).toHaveProperty('value', '3')
    expect((plus() as HTMLButtonElement).disabled).toBe(true)
    expect((minus() as HTMLButtonElement).disabled).toBe(false)
  })

  it('turns a non-numeric entry into 1', async () => {
    const onChange = vi.fn()
    render(<Harness initial={2} max={9} onChange={onChange} />)
    await typeInto('abc')
    expect(input()).toHaveProperty('value', '1')
    expect(onChange).toHaveBeenLastCalledWith(1)
  })

  it('turns a value below 1 into 1', async () => {
    render(<Harness initial={4} max={9} />)
    await typeInto('0')
    expect(input()).toHaveProperty('value', '1')
    await typeInto('-5')
    expect(input()).toHaveProperty('value', '1')
  })

  it('turns a value above the maximum into the maximum', async () => {
    const onChange = vi.fn()
    render(<Harness initial={1} max={7} onChange={onChange} />)
    await typeInto('250')
    expect(input()).toHaveProperty('value', '7')
    expect(onChange).toHaveBeenLastCalledWith(7)
  })

  it('lets the field be emptied while typing and falls back to 1 when left empty', async () => {
    render(<Harness initial={5} max={9} />)
    await userEvent.clear(input())
    expect(input()).toHaveProperty('value', '')
    await userEvent.tab()
    expect(input()).toHaveProperty('value', '1')
  })

  it('with a maximum of 1 both buttons are disabled', () => {
    render(<Harness initial={1} max={1} />)
    expect((minus() as HTMLButtonElement).disabled).toBe(true)
    expect((plus() as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows a value set by its owner (Max) in the same render as the buttons, not a frame later', () => {
    const painted: string[] = []
    const { rerender } = render(<Owner value={1} painted={painted} />)
    rerender(<Owner value={6} painted={painted} />)
    expect(painted).toEqual(['1 below max', '6 at max'])
  })
})
