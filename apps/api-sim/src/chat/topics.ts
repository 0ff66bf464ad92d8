/** What a user's message is about, for the automatic reply (CONTRACT.md, "Automatic replies"). */
export type ChatTopic = 'deposit' | 'withdrawal' | 'kyc' | 'mining' | 'pro' | 'password'

/**
 * Words that name each topic, in English, Hinglish (Latin letters) and Hindi (Devanagari). Latin words are
 * matched at the start of a word ("withdrawal", "withdrawn"), short ones (up to 4 letters: "pan", "kyc") only
 * as whole words; Devanagari anywhere.
 */
const TOPIC_WORDS: Readonly<Record<ChatTopic, readonly string[]>> = {
  withdrawal: [
    'withdraw',
    'payout',
    'pay out',
    'cash out',
    'cashout',
    'nikal',
    'nikaal',
    'nikasi',
    'nikla',
    'niklega',
    'निकास',
    'निकाल',
    'विड्रॉ',
    'विथड्रॉ',
  ],
  deposit: [
    'deposit',
    'top up',
    'topup',
    'recharge',
    'add money',
    'added money',
    'utr',
    'jama',
    'jamaa',
    'paisa dala',
    'paise dale',
    'paisa daala',
    'जमा',
    'डिपॉजिट',
    'डिपॉज़िट',
    'रिचार्ज',
  ],
  kyc: ['kyc', 'pan', 'verif', 'satyapan', 'केवाईसी', 'पैन', 'सत्यापन', 'वेरिफ'],
  mining: ['mining', 'lease', 'khanan', 'माइनिंग', 'खनन'],
  pro: ['bit pro', 'bitpro', 'invest', 'principal', 'profit', 'nivesh', 'munafa', 'बिट प्रो', 'निवेश', 'मुनाफ'],
  password: [
    'password',
    'pass word',
    'passcode',
    'login',
    'log in',
    'sign in',
    'forgot',
    'bhool',
    'bhul',
    'bhula',
    'पासवर्ड',
    'लॉगिन',
    'भूल',
  ],
}

const LATIN = /^[a-z ]+$/

function firstIndex(text: string, word: string): number {
  if (!LATIN.test(word)) return text.indexOf(word)
  const end = word.length <= 4 ? '(?![a-z])' : ''
  const match = new RegExp(`(^|[^a-z])${word}${end}`).exec(text)
  return match ? match.index + (match[1]?.length ?? 0) : -1
}

/** The topic named first in the message, or null when it names none. */
export function chatTopic(message: string): ChatTopic | null {
  const text = message.toLowerCase()
  let best: { topic: ChatTopic; at: number } | null = null
  for (const [topic, words] of Object.entries(TOPIC_WORDS) as [ChatTopic, readonly string[]][]) {
    for (const word of words) {
      const at = firstIndex(text, word)
      if (at >= 0 && (best === null || at < best.at)) best = { topic, at }
    }
  }
  return best?.topic ?? null
}
