import type { support as en } from '../en/support.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const support: Translation<typeof en> = {
  title: 'ग्राहक सेवा',
  intro: 'हमारी सहायता टीम ऐप में, और नीचे दिए मैसेजिंग ऐप्स पर जवाब देती है।',
  introInApp: 'ऐप में हमारी सहायता टीम से चैट करें।',
  whatsapp: 'WhatsApp पर बात करें',
  telegram: 'Telegram पर बात करें',
  inApp: 'ऐप में बात करें',
  liveTitle: 'सीधी बातचीत',
  liveFrame: 'सहायता टीम से सीधी बातचीत',
  liveBlocked: 'सीधी बातचीत यहाँ नहीं दिखाई जा सकती।',
  liveInvalid: 'सीधी बातचीत का यह लिंक सही नहीं है।',
}
