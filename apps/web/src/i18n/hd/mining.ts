import type { mining as en } from '../en/mining.ts'
import type { Translation } from '../translation.ts'

export const mining: Translation<typeof en> = {
  order: {
    title: 'Mining plan',
    leaseDays: 'Kiraye ke din',
    leaseDaysValue: '{{days}} din',
    incomeRate: 'Kamaai dar',
    price: 'Keemat',
    quantity: 'Ginti',
    balance: 'Aapka balance',
    total: 'Kul',
    buy: 'Kharidein',
    invalidNum: '1 se 999 tak ginti likhein',
    missingId: 'Koi mining plan nahin chuna.',
    plans: 'Home par mining plan dekhein',
    priceChanged:
      'Keemat {{from}} se badalkar {{to}} ho gayi. Na order hua, na paisa kata. Naya kul dekhkar dobara Kharidein dabaayein.',
  },
}
