import { fireEvent, screen } from '@testing-library/react'

/** The form field with this visible label (an input or a textarea). */
export const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

/** Types a whole value into the field with this label, as one change (what a paste or an IME commit does). */
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
