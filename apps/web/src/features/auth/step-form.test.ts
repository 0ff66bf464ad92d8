import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { bindStepForm, type StepFormInput } from './step-form.ts'

function input(overrides: Partial<StepFormInput<'mobile' | 'otp'>> = {}) {
  return {
    values: { mobile: '9000000000', otp: '' },
    errors: { otp: 'invalid otp' },
    busy: false,
    onChange: vi.fn(),
    isLastStep: false,
    onAdvance: vi.fn(),
    onFinish: vi.fn(),
    ...overrides,
  }
}
const submitEvent = () =>
  ({ preventDefault: vi.fn() }) as unknown as FormEvent & { preventDefault: () => void }

describe('bindStepForm', () => {
  it('binds a field to its value, its error and onChange by name', () => {
    const form = input()
    const { field } = bindStepForm(form)
    expect(field('mobile')).toMatchObject({ value: '9000000000', error: undefined })
    expect(field('otp')).toMatchObject({ value: '', error: 'invalid otp' })
    field('otp').onChange('123456')
    expect(form.onChange).toHaveBeenCalledWith('otp', '123456')
  })

  it('advances before the last step and finishes on it, never reloading the page', () => {
    const early = input()
    const event = submitEvent()
    bindStepForm(early).submit(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(early.onAdvance).toHaveBeenCalledOnce()
    expect(early.onFinish).not.toHaveBeenCalled()
    const last = input({ isLastStep: true })
    bindStepForm(last).submit(submitEvent())
    expect(last.onFinish).toHaveBeenCalledOnce()
    expect(last.onAdvance).not.toHaveBeenCalled()
  })

  it('does nothing while busy', () => {
    const busy = input({ busy: true, isLastStep: true })
    const event = submitEvent()
    bindStepForm(busy).submit(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(busy.onFinish).not.toHaveBeenCalled()
    expect(busy.onAdvance).not.toHaveBeenCalled()
  })
})
