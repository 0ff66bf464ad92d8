import type { mining as en } from '../en/mining.ts'
import type { Translation } from '../translation.ts'

/** Hindi in Devanagari: the mining order screen /buy. */
export const mining: Translation<typeof en> = {
  order: {
    title: 'माइनिंग प्लान',
    leaseDays: 'किराये के दिन',
    leaseDaysValue: '{{days}} दिन',
    incomeRate: 'कमाई दर',
    price: 'कीमत',
    quantity: 'संख्या',
    balance: 'आपका बैलेंस',
    total: 'कुल',
    buy: 'खरीदें',
    invalidNum: '1 से 999 तक संख्या लिखें',
    missingId: 'कोई माइनिंग प्लान नहीं चुना।',
    plans: 'होम पर माइनिंग प्लान देखें',
    priceChanged: 'कीमत {{from}} से बदलकर {{to}} हो गई। न ऑर्डर हुआ, न पैसा कटा। नया कुल देखकर दोबारा खरीदें दबाएँ।',
  },
}
