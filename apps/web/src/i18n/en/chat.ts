/** Strings of /chat and /chat_box. */
export const chat = {
  list: {
    title: 'Messages',
    tabs: 'Chats',
    msgs: 'Msgs',
    contacts: 'Contacts',
    emptyMsgs: 'No conversations yet',
    emptyContacts: 'No support agents available',
    unread: '{{count}} unread',
    you: 'You: {{text}}',
    auto: 'Automatic reply: {{text}}',
    image: '[Image]',
    file: '[File]',
    open: 'Chat with {{name}}',
    contactSupport: 'Contact support',
  },
  box: {
    title: 'Chat with {{name}}',
    agent: 'Support',
    missing: 'This conversation does not exist',
    empty: 'No messages yet. Say hello!',
    message: 'Message',
    placeholder: 'Type a message…',
    send: 'Send',
    attach: 'Attach a file',
    sending: 'Sending…',
    failed: 'Not sent',
    openFile: 'Open file {{name}}',
    image: 'Image',
    viewImage: 'View image',
    viewer: 'Image',
    close: 'Close',
    rejected: '{{name}}: only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent',
    tooLarge: '{{name}} is larger than {{size}} MB',
    notReally: '{{name}} was not sent: it is not really a {{kind}} file',
    offline: 'You are offline. Messages will be sent when you are back online.',
    tooLong: 'This message is {{over}} characters over the limit of {{max}}. Shorten it to send it.',
    allChats: 'See all chats',
    unconfirmed: 'Not confirmed: it may not have arrived',
    seen: 'Seen by support',
    retryUpload: 'Retry upload',
    loadingHistory: 'Loading messages…',
    catchingUp: 'Catching up on messages sent while you were away…',
  },
  /** Automatic replies of the support desks (chat `auto`, CONTRACT.md), by topic and state. */
  auto: {
    label: 'Automatic reply',
    deposit: {
      credited: 'Your deposit of {{amount}} on {{date}} was credited to your balance.',
      unpaid:
        'Your deposit of {{amount}} on {{date}} is not paid yet: it is credited when you pay on its payment page.',
      transfer: 'Your bank transfer of {{amount}} on {{date}} shows Unpaid until the transfer is confirmed.',
      none: 'You have made no deposits yet. You can add money on the Deposit screen.',
    },
    withdrawal: {
      pending:
        'Your withdrawal of {{amount}} on {{date}} shows Pending in bank: it has not been paid to your bank yet.',
      paid: 'Your withdrawal of {{amount}} on {{date}} was paid to your bank account.',
      refunded: 'Your withdrawal of {{amount}} on {{date}} was refunded to your balance.',
      none: 'You have made no withdrawals yet. You can withdraw from your balance on the Withdraw screen.',
    },
    kyc: {
      verified: 'Your PAN is verified.',
      review: 'Your PAN details sent on {{date}} are waiting for review.',
      unverified:
        'Your PAN is not verified yet. You can send your PAN details on the ID verification screen.',
    },
    mining: {
      bought: 'You bought {{name}} on {{date}} for {{amount}}; the payment is in your statement.',
      none: 'You have no mining plans yet. The plans on offer are listed on Home.',
    },
    pro: {
      active:
        'Your BIT Pro investment of {{amount}} from {{date}} is active; its profit so far is {{profit}}.',
      stopped: 'Your BIT Pro investment of {{amount}} from {{date}} has stopped.',
      none: 'You have no BIT Pro investments yet. You can invest on the BIT Pro screen.',
    },
    password: {
      help: 'You can change your password on the Change password screen. If you forgot it, tap Forgot password on the sign-in screen: a code is sent to your mobile number.',
    },
    file: {
      received: 'We received your file {{name}}.',
    },
    help: {
      topics:
        'This chat answers automatically about deposits, withdrawals, KYC, mining, BIT Pro and passwords. Name one of them in your message.',
    },
    person: {
      whenAvailable: 'A person from support answers when one is available.',
    },
    link: {
      deposits: 'See your deposits',
      withdrawals: 'See your withdrawals',
      salaryWithdrawals: 'See your salary withdrawals',
      withdraw: 'Withdraw',
      deposit: 'Add money',
      verification: 'ID verification',
      home: 'Go to Home',
      statement: 'Open the account statement',
      pro: 'Open BIT Pro',
      investment: 'Open this investment',
      password: 'Change password',
      open: 'Open',
    },
  },
} as const
