import type { mining as en } from '../en/mining.ts'
import type { Translation } from '../translation.ts'

export const mining: Translation<typeof en> = {
  order: {
    title: 'Mining plan',
    leaseDays: 'Lease ke din',
    leaseDaysValue: '{{days}} din',
    incomeRate: 'Aay dar',
    price: 'Keemat',
    quantity: 'Maatra',
    balance: 'Uplabdh balance',
    total: 'Kul',
    buy: 'Kharidein',
    invalidNum: 'Amaanya sankhya',
    missingId: 'Koi mining plan nahin chuna.',
    plans: 'Home par mining plan dekhiye',
  },
}
