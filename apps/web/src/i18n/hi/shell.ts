import type { shell as en } from '../en/shell.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari. */
export const shell: Translation<typeof en> = {
  appName: 'Mandi',
  nav: {
    main: 'मुख्य मेनू',
  },
  tab: {
    home: 'होम',
    goods: 'सामान',
    find: 'खोजें',
    account: 'खाता',
  },
  common: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    ok: 'ठीक है',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    back: 'पीछे',
    empty: 'अभी यहाँ कुछ नहीं है',
    loadFailed: 'यह लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    copied: 'कॉपी हो गया',
  },
  time: {
    today: 'आज, {{time}}',
    yesterday: 'कल, {{time}}',
    other: '{{date}}, {{time}}',
    todayHeading: 'आज',
    yesterdayHeading: 'कल',
  },
  update: {
    ready: 'Mandi का नया संस्करण तैयार है।',
    reload: 'फिर से खोलें',
  },
  offline: {
    asOf: 'आप ऑफ़लाइन हैं, {{time}} तक का डेटा',
    unreachable: 'Mandi से जुड़ाव नहीं हो सका, {{time}} तक का डेटा',
    saved: 'यह इस फ़ोन पर रखा गया है। दोबारा ऑनलाइन होते ही यह अपने आप ताज़ा हो जाएगा।',
    savedUnreachable: 'यह इस फ़ोन पर रखा गया है। दोबारा लोड करने के लिए फिर से कोशिश करें।',
    money: 'आप ऑफ़लाइन हैं। पैसे जोड़ने या निकालने के लिए इंटरनेट से जुड़ें।',
    deposit: 'आप ऑफ़लाइन हैं। पैसे जोड़ने के लिए इंटरनेट से जुड़ें।',
    withdraw: 'आप ऑफ़लाइन हैं। पैसे निकालने के लिए इंटरनेट से जुड़ें।',
    sell: 'आप ऑफ़लाइन हैं। बेचने के लिए इंटरनेट से जुड़ें।',
    trade: 'आप ऑफ़लाइन हैं। ट्रेड करने के लिए इंटरनेट से जुड़ें।',
  },
  error: {
    network: 'नेटवर्क में दिक्कत आई',
    requestFailed: 'अनुरोध पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
    transactionFailed: 'लेन-देन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
    sessionEnded: 'आपका सत्र खत्म हो गया। कृपया फिर से साइन इन करें।',
  },
  wait: {
    tryAgain: 'बहुत ज़्यादा कोशिशें हो गईं। {{time}} रुककर फिर से कोशिश करें।',
    second: '1 सेकंड',
    seconds: '{{n}} सेकंड',
    minute: '1 मिनट',
    minutes: '{{n}} मिनट',
    hour: '1 घंटा',
    hours: '{{n}} घंटे',
  },
  frame: {
    notFramed: 'यह पेज नए टैब में खुलेगा। आपकी सुरक्षा के लिए ऐप अपने अंदर सिर्फ़ मंज़ूर की गई साइटों के पेज दिखाता है।',
    open: '{{host}} नए टैब में खोलें',
    checking: 'पेज जाँचा जा रहा है…',
  },
  list: {
    showMore: 'और दिखाएँ',
    loadingMore: 'और लोड हो रहा है…',
    moreFailed: 'और लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
}
