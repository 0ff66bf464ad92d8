import { Button, Form } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import './auth-form.css'
import { bindStepForm, type StepForm, type StepFormInput } from './step-form.ts'

export interface AuthStepFormProps<F extends string> extends StepFormInput<F> {
  readonly title: string
  /** Above the title (the language choice of /signin). */
  readonly top?: ReactNode
  /** Between the title and the fields (the step line of /signin). */
  readonly intro?: ReactNode
  readonly submitLabel: string
  /** The Back button under the submit; left out on a form's first step. */
  readonly back?: { readonly label: string; readonly onBack: () => void }
  /** The link under the form (to /login). */
  readonly link: { readonly to: string; readonly label: string }
  /** The fields of the step shown, bound with `field(name)`. */
  readonly children: (field: StepForm<F>['field']) => ReactNode
}

/**
 * The frame the stepped auth forms share (/signin and /reg, /forgotpass): title, the fields of one step,
 * the submit that moves on or finishes, Back, and the link to /login.
 */
export function AuthStepForm<F extends string>(props: AuthStepFormProps<F>) {
  const { field, submit } = bindStepForm(props)
  return (
    <section className="screen auth-form">
      {props.top}
      <h1 className="screen__title">{props.title}</h1>
      {props.intro}
      <Form className="auth-form__fields" busy={props.busy} onSubmit={submit}>
        {props.children(field)}
        <Button type="submit" block loading={props.busy}>
          {props.submitLabel}
        </Button>
        {props.back && (
          <Button variant="secondary" block disabled={props.busy} onClick={props.back.onBack}>
            {props.back.label}
          </Button>
        )}
      </Form>
      <nav className="auth-form__links">
        <Link to={props.link.to}>{props.link.label}</Link>
      </nav>
    </section>
  )
}
