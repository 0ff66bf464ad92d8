import type { auth as en } from '../en/auth.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const auth: Translation<typeof en> = {
  language: {
    label: 'भाषा',
  },
  login: {
    title: 'साइन इन करें',
    subtitle: 'Mandi में फिर से स्वागत है',
    userId: 'यूज़र ID',
    password: 'पासवर्ड',
    submit: 'साइन इन करें',
    forgot: 'पासवर्ड भूल गए?',
    register: 'नया खाता बनाएँ',
    failed: 'साइन इन नहीं हो सका',
    fingerprint: 'फ़िंगरप्रिंट से साइन इन करें',
    fingerprintWaiting: 'फ़ोन पूछे तो फ़िंगरप्रिंट सेंसर छुएँ या फ़ोन अनलॉक करें।',
    fingerprintProblem: {
      cancelled: 'फ़िंगरप्रिंट का अनुरोध रद्द हो गया। पासवर्ड से साइन इन करें, या फिर से कोशिश करें।',
      noAuthenticator:
        'इस फ़ोन पर कोई फ़िंगरप्रिंट या स्क्रीन लॉक नहीं है जिसे आपका ब्राउज़र यहाँ इस्तेमाल कर सके। पासवर्ड से साइन इन करें।',
      unknownPasskey:
        'यह फ़िंगरप्रिंट साइन-इन अब आपके खाते पर नहीं है। शायद इसे किसी दूसरे फ़ोन पर हटा दिया गया। पासवर्ड से साइन इन करें।',
      timeout: 'फ़िंगरप्रिंट के अनुरोध में बहुत देर लगी। फिर से कोशिश करें।',
      failed: 'फ़िंगरप्रिंट की जाँच सफल नहीं हुई। पासवर्ड से साइन इन करें।',
      network: 'मंडी से संपर्क नहीं हो सका। अपना कनेक्शन देखें।',
    },
  },
  register: {
    title: 'नया खाता बनाएँ',
    steps: 'रजिस्ट्रेशन के चरण',
    step: 'चरण {{n}} / 3',
    stepAccount: 'आपकी जानकारी',
    stepMobile: 'मोबाइल और इनवाइट कोड',
    stepOtp: 'सत्यापन कोड',
    name: 'नाम',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    mobile: 'मोबाइल नंबर',
    inviteCode: 'इनवाइट कोड',
    otp: 'SMS कोड',
    otpHint: '{{mobile}} पर भेजा गया 6 अंकों का कोड डालें',
    next: 'आगे बढ़ें',
    sendOtp: 'OTP भेजें',
    back: 'पीछे',
    submit: 'खाता बनाएँ',
    resend: 'फिर से भेजें',
    resendIn: '{{seconds}} सेकंड में फिर से भेजें',
    haveAccount: 'पहले से खाता है? साइन इन करें',
  },
  forgot: {
    title: 'पासवर्ड वापस पाएँ',
    mobile: 'मोबाइल नंबर',
    otp: 'SMS कोड',
    password: 'नया पासवर्ड',
    sendOtp: 'OTP भेजें',
    submit: 'नया पासवर्ड सेट करें',
    back: 'पीछे',
    otpSent: 'OTP भेज दिया गया',
    done: 'नया पासवर्ड सेट हो गया',
    toLogin: 'साइन इन पर वापस जाएँ',
  },
  rule: {
    name: 'नाम बहुत छोटा है',
    email: 'ई-मेल सही नहीं है',
    password: 'पासवर्ड बहुत छोटा है',
    mobile: 'मोबाइल नंबर सही नहीं है',
    inviteCode: 'इनवाइट कोड सही नहीं है',
    otp: 'OTP सही नहीं है',
  },
}
