import type { home as en } from '../en/home.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const home: Translation<typeof en> = {
  title: 'होम',
  bell: 'सूचनाएँ, {{count}} नई',
  bellNone: 'सूचनाएँ',
  avatar: 'मेरा खाता',
  banner: {
    label: 'ख़ास बातें',
    slide: 'स्लाइड {{n}} / {{total}}',
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
    fresh: { title: 'हर दिन ताज़ा', body: 'स्थानीय खेतों से सब्ज़ियाँ और फल' },
    deals: { title: 'हफ़्ते के ऑफ़र', body: 'कम दाम में ख़रीदें, दाम बढ़ने पर बेचें' },
    invite: { title: 'दोस्तों को बुलाएँ', body: 'अपना कोड भेजें और अपनी टीम बढ़ाएँ' },
    support: { title: 'खाते के बारे में सवाल?', body: 'सहायता चैट जमा, निकासी, KYC और बहुत कुछ के बारे में जवाब देती है' },
  },
  quick: {
    label: 'तुरंत लिंक',
    deposit: 'जमा करें',
    team: 'मेरी टीम',
    support: 'सहायता',
    invite: 'बुलाएँ',
  },
  promo: {
    title: 'नए हैं?',
    body: 'पहले अपने बैलेंस में पैसे जोड़ें, फिर सामान ख़रीदें, ट्रेड करें या माइनिंग प्लान लें।',
    action: 'पैसे जोड़ें',
  },
  stats: {
    goods: 'बिक्री पर सामान',
    plans: 'माइनिंग प्लान',
  },
  loadError: 'सामान और माइनिंग प्लान लोड नहीं हो सके।',
  hot: {
    title: 'लोकप्रिय सामान',
    viewMore: 'और देखें',
    loadMore: 'और दिखाएँ',
    loading: 'सामान लोड हो रहा है',
    empty: 'अभी कोई सामान नहीं',
    emptyAction: 'चार्ट खोलें',
    error: 'सामान लोड नहीं हो सका।',
  },
  markets: {
    title: 'बाज़ार और प्लान',
    trading: 'ट्रेडिंग',
    pro: 'BIT Pro',
    signals: 'संकेत',
    rankings: 'रैंकिंग',
  },
  mining: {
    title: 'माइनिंग प्लान',
    myPlans: 'मेरे प्लान',
    loading: 'माइनिंग प्लान लोड हो रहे हैं',
    empty: 'अभी कोई माइनिंग प्लान नहीं है',
    emptyAction: 'BIT Pro देखें',
    error: 'माइनिंग प्लान लोड नहीं हो सके।',
    days: '{{days}} दिन',
  },
  merchants: {
    title: 'चुने हुए व्यापारी',
  },
  sold: '{{count}} बिके',
}
