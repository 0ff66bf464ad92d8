import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest'

// Every story is a smoke test: rendering it must not log an error (React key warnings, bad props,
// failed prop types, act() warnings and uncaught render errors all go through console.error).
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '))
  consoleError.mockRestore()
  expect(calls, 'console.error during the story').toEqual([])
})
