import { describe, expect, it } from 'vitest'
import { chatTopic } from './topics.ts'

describe('what a chat message is about', () => {
  it.each([
    ['When does my withdrawal reach the bank?', 'withdrawal'],
    ['Mera paisa kab niklega? Nikalna hai', 'withdrawal'],
    ['मेरी निकासी कब आएगी?', 'withdrawal'],
    ['Hi, my deposit is pending.', 'deposit'],
    ['Maine paise jama kiye the', 'deposit'],
    ['मैंने पैसे जमा किए', 'deposit'],
    ['Is my KYC done?', 'kyc'],
    ['PAN verify kab hoga', 'kyc'],
    ['मेरा केवाईसी', 'kyc'],
    ['How does mining pay?', 'mining'],
    ['माइनिंग प्लान', 'mining'],
    ['My BIT Pro profit?', 'pro'],
    ['Bitpro mein nivesh', 'pro'],
    ['बिट प्रो', 'pro'],
    ['I forgot my password', 'password'],
    ['password bhool gaya', 'password'],
    ['पासवर्ड भूल गया', 'password'],
  ])('%j is about %s', (message, topic) => {
    expect(chatTopic(message)).toBe(topic)
  })

  it('takes the topic named first, and names none for other messages', () => {
    expect(chatTopic('My deposit came, now I want to withdraw')).toBe('deposit')
    expect(chatTopic('I want to withdraw my deposit')).toBe('withdrawal')
    expect(chatTopic('Hello, is this right? Open the panel please')).toBeNull()
    expect(chatTopic('')).toBeNull()
  })
})
