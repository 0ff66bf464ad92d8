import type { FormEvent } from 'react'

export interface StepFormInput<F extends string> {
  readonly values: Readonly<Record<F, string>>
  readonly errors: Partial<Record<F, string>>
  /** While a step is in flight a second submit (Enter twice) does nothing. */
  readonly busy: boolean
  readonly onChange: (field: F, value: string) => void
  /** On the last step submitting finishes the form; before it, submitting moves on. */
  readonly isLastStep: boolean
  readonly onAdvance: () => void
  readonly onFinish: () => void
}

export interface StepForm<F extends string> {
  /** value, error and onChange of one field, to spread on a TextField. */
  readonly field: (name: F) => { value: string; error: string | undefined; onChange: (value: string) => void }
  readonly submit: (event: FormEvent) => void
}

/** The field binder and submit handler of a stepped auth form (/signin and /reg, /forgotpass). */
export function bindStepForm<F extends string>(input: StepFormInput<F>): StepForm<F> {
  return {
    field: (name) => ({
      value: input.values[name],
      error: input.errors[name],
      onChange: (value) => input.onChange(name, value),
    }),
    submit: (event) => {
      event.preventDefault()
      if (input.busy) return
      if (input.isLastStep) input.onFinish()
      else input.onAdvance()
    },
  }
}
