import type { FormEvent, FormHTMLAttributes } from 'react'
import { FormBusyContext } from './form-busy.ts'

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /**
   * A submit of this form is in flight. Every ui-kit field inside turns read-only (its text stays readable
   * and focus stays where it was), choices that would change a value (quick amounts, stepper buttons) are
   * disabled, the form carries `aria-busy`, and a second submit (Enter again) is not passed on.
   */
  busy?: boolean
  /** Called after `preventDefault()` (the app never posts a form to a page), and never while `busy`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * A form that follows the one rule of the app's forms while a request is in flight: nothing typed before is
 * lost and nothing typed during it is silently dropped, because the fields cannot be edited until it ends.
 */
export function Form({ busy = false, onSubmit, noValidate = true, children, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      noValidate={noValidate}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onSubmit?.(event)
      }}
    >
      <FormBusyContext.Provider value={busy}>{children}</FormBusyContext.Provider>
    </form>
  )
}
