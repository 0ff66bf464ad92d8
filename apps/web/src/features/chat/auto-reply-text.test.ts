import { describe, expect, it } from 'vitest'
import { autoReplyBubble } from './auto-reply-text.ts'

describe('autoReplyBubble', () => {
  const facts = { topic: 'withdrawal', state: 'pending', link: '/hist?tab=withdraw' }

  it('says when a person answers only when the server said so', () => {
    expect(autoReplyBubble({ ...facts, person: 'when_available' }, 'en-IN', 0).person).toBe(
      'chat.auto.person.whenAvailable',
    )
    expect(autoReplyBubble(facts, 'en-IN', 0).person).toBeUndefined()
    // A value the app does not know is not guessed at.
    expect(autoReplyBubble({ ...facts, person: 'at_nine' }, 'en-IN', 0).person).toBeUndefined()
  })
})
