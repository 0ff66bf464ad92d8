import type { auth as en } from '../en/auth.ts'
import type { Translation } from '../translation.ts'

/** Hinglish (Hindi in Latin letters). */
export const auth: Translation<typeof en> = {
  language: {
    label: 'Bhasha',
  },
  login: {
    title: 'Sign in karein',
    subtitle: 'Mandi mein phir se swagat hai',
    userId: 'User ID',
    password: 'Password',
    submit: 'Sign in karein',
    forgot: 'Password bhool gaye?',
    register: 'Naya khaata banayein',
    failed: 'Sign in nahin ho saka',
    fingerprint: 'Fingerprint se sign in karein',
    fingerprintWaiting: 'Phone poochhe to fingerprint sensor chhooein ya phone unlock karein.',
    fingerprintProblem: {
      cancelled:
        'Fingerprint ka anurodh radd ho gaya. Password se sign in karein, ya phir se koshish karein.',
      noAuthenticator:
        'Is phone par koi fingerprint ya screen lock nahin hai jise aapka browser yahaan istemaal kar sake. Password se sign in karein.',
      unknownPasskey:
        'Yeh fingerprint sign-in ab aapke khaate par nahin hai. Shaayad ise kisi doosre phone par hata diya gaya. Password se sign in karein.',
      timeout: 'Fingerprint ke anurodh mein bahut der lagi. Phir se koshish karein.',
      failed: 'Fingerprint ki jaanch safal nahin hui. Password se sign in karein.',
      network: 'Mandi se sampark nahin ho saka. Apna connection dekhein.',
    },
  },
  register: {
    title: 'Naya khaata banayein',
    steps: 'Registration ke charan',
    step: 'Charan {{n}} / 3',
    stepAccount: 'Aapki jaankari',
    stepMobile: 'Mobile aur invite code',
    stepOtp: 'Satyapan code',
    name: 'Naam',
    email: 'E-mail',
    password: 'Password',
    mobile: 'Mobile number',
    inviteCode: 'Invite code',
    otp: 'SMS code',
    otpHint: '{{mobile}} par bheja gaya 6 ankon ka code daalein',
    next: 'Aage badhein',
    sendOtp: 'OTP bhejein',
    back: 'Peechhe',
    submit: 'Khaata banayein',
    resend: 'Dobara bhejein',
    resendIn: '{{seconds}} second mein dobara bhejein',
    haveAccount: 'Pehle se khaata hai? Sign in karein',
  },
  forgot: {
    title: 'Password wapas paayein',
    mobile: 'Mobile number',
    otp: 'SMS code',
    password: 'Naya password',
    sendOtp: 'OTP bhejein',
    submit: 'Naya password set karein',
    back: 'Peechhe',
    otpSent: 'OTP bhej diya gaya',
    done: 'Naya password set ho gaya',
    toLogin: 'Sign in par waapas jaayein',
  },
  rule: {
    name: 'naam bahut chhota hai',
    email: 'e-mail sahi nahin hai',
    password: 'password bahut chhota hai',
    mobile: 'mobile number sahi nahin hai',
    inviteCode: 'invite code sahi nahin hai',
    otp: 'OTP sahi nahin hai',
  },
}
