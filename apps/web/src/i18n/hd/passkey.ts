import type { passkey as en } from '../en/passkey.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Latin transliteration (Hinglish). */
export const passkey: Translation<typeof en> = {
  confirm: {
    payout: 'Apni nikaasi ki pushti karein',
    bank: 'Bank khaate ki pushti karein',
    password: 'Password badalne ki pushti karein',
    passkey: 'Passkey hataane ki pushti karein',
    waiting: 'Phone poochhe to fingerprint sensor chhuein ya phone unlock karein.',
    retry: 'Phir koshish karein',
    usePassword: 'Iske bajaay password dalein',
    useFingerprint: 'Fingerprint se karein',
    passwordIntro: 'Pushti ke liye apna Mandi password dalein.',
    passwordLabel: 'Password',
    submit: 'Pushti karein',
    cancel: 'Radd karein',
    close: 'Band karein',
    kept: 'Kuchh nahin bheja gaya. Aapne jo likha tha, vah form mein hai.',
  },
  problem: {
    cancelled: 'Fingerprint ka anurodh radd ho gaya.',
    noAuthenticator:
      'Is phone par koi fingerprint ya screen lock nahin hai jise aapka browser yahaan aapke khaate ke liye istemaal kar sake. Password dalein.',
    unknownPasskey:
      'Yeh fingerprint sign-in ab aapke khaate par nahin hai. Shaayad ise kisi doosre phone par hata diya gaya. Password dalein.',
    timeout: 'Fingerprint ke anurodh mein bahut der lagi.',
    failed: 'Fingerprint ki jaanch safal nahin hui.',
    network: 'Mandi se sampark nahin ho saka. Apna connection dekhein.',
  },
  offer: {
    title: 'Fingerprint se sign in karein?',
    body: 'Agli baar password likhne ke bajaay fingerprint ya screen lock se sign in karein. Aapka fingerprint aapke phone par hi rehta hai; Mandi use kabhi nahin dekhta.',
    turnOn: 'Fingerprint sign-in chaalu karein',
    notNow: 'Abhi nahin',
    done: 'Fingerprint sign-in chaalu hai.',
  },
  safe: {
    title: 'Fingerprint se sign in',
    intro:
      'Passkey se aap fingerprint ya screen lock dwaara sign in kar sakte hain aur nikaasi va bank badlaav ki pushti kar sakte hain.',
    turnOn: 'Fingerprint sign-in chaalu karein',
    addAnother: 'Yeh phone jodein',
    unavailable: 'Yeh browser yahaan fingerprint ya screen lock istemaal nahin kar sakta.',
    none: 'Fingerprint sign-in band hai. Abhi koi passkey nahin.',
    loading: 'Aapke passkey aa rahe hain…',
    loadFailed: 'Aapke passkey nahin aa sake.',
    reload: 'Phir koshish karein',
    made: '{{when}} ko {{device}} par joda gaya',
    used: 'Aakhiri baar {{when}} ko {{device}} par istemaal',
    neverUsed: 'Abhi tak istemaal nahin hua',
    host: '{{host}} par chalta hai',
    rename: 'Naam badlein',
    renameLabel: 'Passkey ka naam',
    save: 'Save karein',
    cancel: 'Radd karein',
    remove: 'Hataayein',
    removeConfirm: '"{{name}}" hataayein? Vah phone ab fingerprint se aapko sign in nahin karega.',
    removed: 'Passkey hata diya gaya',
    renamed: 'Passkey ka naam badal diya gaya',
    added: 'Is phone par fingerprint sign-in chaalu hai.',
    passwordTitle: 'Apne password ki pushti karein',
    passwordIntro: 'Fingerprint sign-in chaalu karne ke liye apna Mandi password dalein.',
    nameError: 'Naam mein 1 se 40 akshar hon.',
  },
}
