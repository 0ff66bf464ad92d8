import type { home as en } from '../en/home.ts'
import type { Translation } from '../translation.ts'

export const home: Translation<typeof en> = {
  title: 'Ghar',
  bell: 'Soochnayen, {{count}} nayi',
  bellNone: 'Soochnayen',
  avatar: 'Mera khaata',
  banner: {
    label: 'Khaas baatein',
    slide: 'Slide {{n}} / {{total}}',
    previous: 'Pichhli slide',
    next: 'Agli slide',
    pause: 'Slides rokein',
    play: 'Slides chalaayein',
    fresh: { title: 'Har din taaza', body: 'Sthaniya kheton se sabziyan aur phal' },
    deals: { title: 'Hafte ke offer', body: 'Kam daam mein khareedein, daam badhne par bechein' },
    invite: { title: 'Doston ko bulaayein', body: 'Apna code bhejein aur apni team badhaayein' },
    support: {
      title: 'Khaate ke baare mein sawaal?',
      body: 'Sahayata chat jama, nikaasi, KYC aur bahut kuch ke baare mein jawaab deti hai',
    },
  },
  quick: {
    label: 'Turant links',
    deposit: 'Jama karein',
    team: 'Meri team',
    support: 'Sahayata',
    invite: 'Bulaayein',
  },
  promo: {
    title: 'Naye hain?',
    body: 'Pehle apne balance mein paise jodiye, phir saamaan khareediye, trade kijiye ya mining plan lijiye.',
    action: 'Paise jodein',
  },
  stats: {
    goods: 'Saamaan bikri par',
    plans: 'Mining plan',
  },
  loadError: 'Saamaan aur mining plan load nahin ho sake.',
  hot: {
    title: 'Lokpriya saamaan',
    viewMore: 'Aur dekhein',
    loadMore: 'Aur dikhaayein',
    loading: 'Saamaan load ho raha hai',
    empty: 'Abhi koi saamaan nahin',
    emptyAction: 'Chart kholein',
    error: 'Saamaan load nahin ho saka.',
  },
  markets: {
    title: 'Bazaar aur plan',
    trading: 'Trade karein',
    pro: 'BIT Pro',
    signals: 'Sanket',
    rankings: 'Ranking soochi',
  },
  mining: {
    title: 'Mining plan',
    myPlans: 'Mere plan',
    loading: 'Mining plan load ho rahe hain',
    empty: 'Abhi koi mining plan nahin hai',
    emptyAction: 'BIT Pro dekhein',
    error: 'Mining plan load nahin ho sake.',
    days: '{{days}} din',
  },
  merchants: {
    title: 'Chune hue vyapaari',
  },
  sold: '{{count}} bik gaye',
}
