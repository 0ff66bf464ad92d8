import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, HELD } from '../../test/fake-server.ts'
import { field, type } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// The login flow loads with the first keystroke (issue 16) and takes the form over when it arrives. On a slow
// network that is often while the user is typing: the fields must stay the same elements, or the focus is
// dropped and the next keys go nowhere (a fresh-clone e2e run signed in with an empty password this way).
const flowGate = vi.hoisted(() => {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened, requested: 0, loaded: false, taken: false }
})
vi.mock('./login-flow.tsx', async (importOriginal) => {
  flowGate.requested++
  await flowGate.opened
  const flow = await importOriginal<typeof import('./login-flow.tsx')>()
  flowGate.loaded = true
  // The handover is invisible in the page (that is the point): the flow's onTaken says when it happened.
  const LoginFlow: typeof flow.LoginFlow = (props) =>
    flow.LoginFlow({
      ...props,
      onTaken: () => {
        flowGate.taken = true
        props.onTaken()
      },
    })
  return { ...flow, LoginFlow }
})

vi.setConfig({ testTimeout: 20_000 })

describe('/login when its flow arrives mid-typing', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the same fields, with focus and what is typed, when the flow takes over mid-typing', async () => {
    fakeServer({ 'user/login': HELD })
    renderApp('/login')
    await screen.findByLabelText('User ID')
    type('User ID', '9000000000')
    await waitFor(() => expect(flowGate.requested).toBe(1))
    const password = field('Password')
    password.focus()
    type('Password', 'demo')
    // The flow arrives while the user is typing the password: the field must not be replaced (a new element
    // would drop the focus, and the keys typed next would go nowhere).
    flowGate.open()
    await waitFor(() => expect(flowGate.loaded).toBe(true))
    // The flow starts (it reads the kept number) and takes the form over.
    await waitFor(() => expect(flowGate.taken).toBe(true))
    expect(field('Password')).toBe(password)
    expect(password.isConnected).toBe(true)
    expect(document.activeElement).toBe(password)
    type('Password', 'demo1234')
    expect(field('Password').value).toBe('demo1234')
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false)
  })
})
