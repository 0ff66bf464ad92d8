import type { support as en } from '../en/support.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const support: Translation<typeof en> = {
  title: 'ग्राहक सेवा',
  intro:
    'सहायता को नीचे दिए मैसेजिंग ऐप्स पर लिखें, या ऐप में चैट करें: जब तक सहायता टीम का कोई व्यक्ति जवाब न दे, चैट आपके खाते के बारे में अपने-आप जवाब देती है।',
  introInApp:
    'ऐप में सहायता से चैट करें: जब तक सहायता टीम का कोई व्यक्ति जवाब न दे, चैट आपके खाते के बारे में अपने-आप जवाब देती है।',
  whatsapp: 'WhatsApp पर बात करें',
  telegram: 'Telegram पर बात करें',
  inApp: 'ऐप में बात करें',
  liveTitle: 'सीधी बातचीत',
  liveFrame: 'सहायता टीम से सीधी बातचीत',
  liveBlocked: 'सीधी बातचीत यहाँ नहीं दिखाई जा सकती।',
  liveInvalid: 'सीधी बातचीत का यह लिंक सही नहीं है।',
}
