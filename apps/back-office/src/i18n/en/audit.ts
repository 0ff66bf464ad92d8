/** The audit log: every operator action, who, what, when, before and after. Nobody can edit it. */
export const audit = {
  title: 'Audit log',
  intro: {
    mine: 'Your actions as an operator, newest first. Entries are only ever added: nobody can change or remove one.',
    all: 'Every operator’s actions, newest first. Entries are only ever added: nobody can change or remove one.',
  },
  scope: {
    label: 'Whose actions',
    mine: 'Mine',
    all: 'Every operator',
  },
  empty: 'No entries yet.',
  columns: {
    when: 'When',
    who: 'Who',
    what: 'What',
    about: 'About',
    before: 'Before',
    after: 'After',
  },
  action: {
    signIn: 'Signed in',
    signInRefused: 'Sign-in refused',
    signOut: 'Signed out',
    availability: 'Changed availability',
    conversationRead: 'Read a conversation',
    answer: 'Answered',
    other: '{{action}}',
  },
  nothing: '–',
  more: 'Older entries',
  end: 'That is every entry.',
} as const
