// §1 fixed display figures. The spec names them but gives only some values (its 50 rupee gift is not shown, as
// no gift is given); the merchants below are this product's own placeholder content, kept in one place so they
// can be changed without touching a screen. Labels are i18n keys' English text.

// §1's bell "fixed count of 3" is gone: the bell shows the announcements the user has not opened, counted by
// the server (notice/unread, CONTRACT.md), and nothing when there are none.

// §1's home statistics are not fixed text here: /home counts them from the lists it loads (goods listed from
// product/list, plans from mining/list) and shows no satisfaction or order figure, for which there is no data.

/** §1, §2: the static featured merchants of the home page. */
export const FEATURED_MERCHANTS = [
  { id: 'fresh-farms', name: 'Fresh Farms', category: 'fresh' },
  { id: 'city-grocer', name: 'City Grocer', category: 'market' },
  { id: 'style-hub', name: 'Style Hub', category: 'clothes' },
  { id: 'tech-bazaar', name: 'Tech Bazaar', category: 'electronic' },
] as const

// §1's "share page statistics are static zeros" are gone: /share shows the real level-1 team (user/direct),
// the same figures /direct shows, instead of zeros that contradicted it.
