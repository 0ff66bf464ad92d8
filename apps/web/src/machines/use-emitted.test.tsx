import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, emit, setup } from 'xstate'
import { FeedbackHost } from '../feedback/feedback-host.tsx'
import { createTranslator } from '../i18n/i18n.tsx'
import { RouteActiveContext } from '../router/route-active.ts'
import { localiseMessage, useEmitted } from './use-emitted.ts'

const machine = setup({
  types: {
    events: {} as { type: 'say'; message: string } | { type: 'go' },
    emitted: {} as { type: 'toast'; message: string } | { type: 'navigate'; to: string },
  },
}).createMachine({
  on: {
    say: { actions: emit(({ event }) => ({ type: 'toast' as const, message: event.message })) },
    go: { actions: emit({ type: 'navigate' as const, to: '/home' }) },
  },
})

const actor = createActor(machine).start()

function Screen() {
  useEmitted(actor)
  return null
}

describe('useEmitted', () => {
  it('shows emitted toasts and follows emitted navigation', () => {
    const location = memoryLocation({ path: '/login', record: true })
    render(
      <FeedbackHost>
        <Router hook={location.hook}>
          <Screen />
        </Router>
      </FeedbackHost>,
    )
    act(() => actor.send({ type: 'say', message: 'Wrong password' }))
    expect(screen.getByRole('status').textContent).toBe('Wrong password')
    act(() => actor.send({ type: 'go' }))
    expect(location.history).toEqual(['/login', '/home'])
  })
})

describe('useEmitted on a hidden kept-alive screen', () => {
  it('does not navigate while hidden, and does once shown again', () => {
    const location = memoryLocation({ path: '/kline', record: true })
    const tree = (active: boolean) => (
      <FeedbackHost>
        <Router hook={location.hook}>
          <RouteActiveContext.Provider value={active}>
            <Screen />
          </RouteActiveContext.Provider>
        </Router>
      </FeedbackHost>
    )
    const view = render(tree(false))
    act(() => actor.send({ type: 'go' }))
    expect(location.history).toEqual(['/kline'])
    view.rerender(tree(true))
    act(() => actor.send({ type: 'go' }))
    expect(location.history).toEqual(['/kline', '/home'])
  })
})

describe('localiseMessage', () => {
  it('translates the fixed §8 texts and leaves server info as it is', () => {
    const hd = createTranslator('hd')
    expect(localiseMessage('Network error occurred', hd)).toBe('Network mein dikkat aayi')
    expect(localiseMessage('Copied successfully', hd)).toBe('Copy ho gaya')
    expect(localiseMessage('Incorrect mobile number or password', hd)).toBe(
      'Incorrect mobile number or password',
    )
  })
})
