import { createContext, useContext } from 'react'

/**
 * True inside a `Form` whose submit is in flight. The ui-kit fields read it and turn read-only, so one prop on
 * the form covers every field in it (also fields nested in app components that know nothing of the request).
 */
export const FormBusyContext = createContext(false)

/** Whether the enclosing `Form` is busy: for app controls of a form (radio lists) that follow the same rule. */
export function useFormBusy(): boolean {
  return useContext(FormBusyContext)
}
