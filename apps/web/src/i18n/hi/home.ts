import type { home as en } from '../en/home.ts'
import type { Translation } from '../translation.ts'

export const home: Translation<typeof en> = {
  title: 'Home',
  bell: 'Soochnayen, {{count}} nayi',
  avatar: 'Mera khaata',
  banner: {
    label: 'Khaas baatein',
    slide: 'Slide {{n}} / {{total}}',
    previous: 'Pichhli slide',
    next: 'Agli slide',
    pause: 'Slides rokein',
    play: 'Slides chalaayein',
    fresh: { title: 'Har din taaza', body: 'Sthaniya kheton se sabziyan aur phal' },
    deals: { title: 'Hafte ke offer', body: 'Kam mein khareedein, daam badhne par bechein' },
    invite: { title: 'Doston ko bulayein', body: 'Apna code share karein aur team badhayein' },
    support: { title: 'Hum madad ke liye hain', body: 'Support har din jawab deta hai' },
  },
  quick: {
    label: 'Turant links',
    deposit: 'Jama karein',
    team: 'Team',
    support: 'Sahayata',
    invite: 'Aamantran',
  },
  promo: {
    title: 'Naye hain?',
    body: 'Apne balance mein paise jodiye, phir saamaan kharidiye, trade kijiye ya mining plan lijiye.',
    action: 'Paise jodiye',
  },
  stats: {
    satisfaction: 'Santushti',
    orders: 'Order',
    products: 'Utpaad',
  },
  hot: {
    title: 'Lokpriya utpaad',
    viewMore: 'Aur dekhein',
    loadMore: 'Aur load karein',
    loading: 'Utpaad load ho rahe hain',
    empty: 'Abhi koi utpaad nahin',
    error: 'Utpaad load nahin ho sake.',
  },
  markets: {
    title: 'Market aur plan',
    trading: 'Trading',
    pro: 'BIT Pro',
    signals: 'Signal',
    rankings: 'Ranking',
  },
  mining: {
    title: 'Mining plan',
    loading: 'Mining plan load ho rahe hain',
    empty: 'Abhi koi mining plan nahin hai',
    error: 'Mining plan load nahin ho sake.',
    days: '{{days}} din',
  },
  merchants: {
    title: 'Chune hue vyapari',
  },
  sold: '{{count}} bike',
}
