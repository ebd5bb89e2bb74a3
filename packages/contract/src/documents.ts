/**
 * The texts of what only the server renders: the SMS and e-mails the store sends, its PDFs (cart
 * summary and tax invoice) and the payment gateway's pages. Kept apart from `MSG` so that browser
 * bundles, which never show them, do not carry them; nothing else in the code base types them.
 */
import { STORE_NAME } from './messages.ts';

/** Why a marketing e-mail came, and how to stop it in one click. */
const MARKETING_REASON = `You get this because you switched on offers and back-in-stock alerts by e-mail at ${STORE_NAME}.`;
const DOC_MARKETING_FOOTER = (unsubscribe: string) => `${MARKETING_REASON} To stop them, open this link (one click, no login): ${unsubscribe}`;

export const DOC = {
  // Text messages and e-mails the store sends
  loginOtpSms: (code: string, minutes: number) =>
    `${code} is your ${STORE_NAME} login OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  coinOtpSms: (code: string, coins: number, minutes: number) =>
    `${code} is your ${STORE_NAME} OTP to redeem ${coins} coins. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  resetEmailSubject: `Reset your ${STORE_NAME} password`,
  resetEmailBody: (firstName: string, link: string) =>
    `Hello ${firstName || 'there'},\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.\n\n${STORE_NAME}`,

  // Enquiries: the sender's confirmation, the store mailbox's notice. The confirmation
  // goes to whatever address the form carried, so it repeats none of the sender's text but the
  // name: the forms cannot be used to mail someone else a message of the sender's choosing.
  enquiry: {
    inquirySubject: `We have received your inquiry | ${STORE_NAME}`,
    inquiryBody: (name: string) =>
      `Hello ${name || 'there'},\n\nThank you for writing to ${STORE_NAME}. We have received your inquiry and will reply within one working day.\n\nIf you did not write to us, ignore this e-mail.\n\n${STORE_NAME}`,
    b2bSubject: `We have received your B2B enquiry | ${STORE_NAME}`,
    exportSubject: `We have received your export enquiry | ${STORE_NAME}`,
    leadBody: (name: string, kind: 'b2b' | 'export') =>
      `Hello ${name || 'there'},\n\nThank you for your interest in ${kind === 'b2b' ? `buying from ${STORE_NAME} for your business` : `exporting organic products with ${STORE_NAME}`}. We have received your details and our business team will get in touch with you soon.\n\nIf you did not write to us, ignore this e-mail.\n\n${STORE_NAME}`,
    kinds: { inquiry: 'contact inquiry', b2b: 'B2B lead', export: 'export lead' },
    noticeSubject: (kind: string, from: string) => `New ${kind}: ${from}`,
    /** The notice to the store's mailbox: every field, one a line (a text of several lines below its label). */
    noticeBody: (kind: string, fields: readonly (readonly [label: string, value: string | null])[], listing: string) =>
      [
        `A new ${kind} came in through the website.`,
        '',
        ...fields.map(([label, value]) => ((value ?? '').includes('\n') ? `${label}:\n${value ?? ''}` : `${label}: ${value ?? '-'}`)),
        '',
        `Every ${kind} is listed, newest first, at ${listing}`,
      ].join('\n'),
    labels: {
      company: 'Company',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      state: 'State',
      city: 'City',
      subject: 'Subject',
      inquiry: 'Inquiry',
      ageGroup: 'Age group',
      industryType: 'Industry type',
      companySize: 'Company size',
      website: 'Website',
      annualRevenue: 'Annual revenue',
      companyRegistered: 'Company registered',
      jobTitle: 'Job title',
      requirements: 'Specific requirements',
      question: (n: number, text: string) => `Q${n}. ${text}`,
    },
  },

  // Vaidya appointments: the shopper's confirmation by SMS and e-mail. Like the enquiry
  // confirmations they repeat none of the shopper's free text (the problem description), only the
  // name, the time and the number the Vaidya will call.
  appointment: {
    sms: (when: string, mobile: string) =>
      `Your free ${STORE_NAME} Vaidya consultation is booked for ${when} (India time). Our Vaidya will call you on ${mobile}.`,
    emailSubject: (when: string) => `Your Vaidya consultation on ${when} | ${STORE_NAME}`,
    emailBody: (name: string, when: string, mobile: string) =>
      `Hello ${name || 'there'},\n\nYour free online consultation with our Vaidya is booked for ${when} (India time). Our Vaidya will call you on ${mobile} at that time.\n\nPlease keep your recent reports and the names of any medicines you take at hand.\n\nIf you did not book this consultation, ignore this e-mail.\n\n${STORE_NAME}`,
  },

  // Gift vouchers: the recipient's e-mail carries the code (the only place it is ever
  // shown), the sender's name and message, how to redeem it and the gift voucher's terms; the sender gets a
  // receipt without the code. Both are sent only once the payment has succeeded, so the form
  // cannot be used to mail a stranger a text of one's choosing without paying for a voucher.
  giftVoucher: {
    recipientSubject: (sender: string, amount: string) => `${sender} sent you a ${amount} gift voucher | ${STORE_NAME}`,
    recipientBody: (mail: { recipient: string; sender: string; amount: string; code: string; message: string | null; storeUrl: string; terms: readonly string[] }) =>
      [
        `Hello ${mail.recipient || 'there'},`,
        '',
        `${mail.sender} has sent you a gift voucher worth ${mail.amount} to spend at ${STORE_NAME}.`,
        ...(mail.message ? ['', `Message from ${mail.sender}:`, mail.message] : []),
        '',
        `Your gift voucher code: ${mail.code}`,
        '',
        'How to use it:',
        `1. Shop at ${mail.storeUrl} (or in our app) and sign in.`,
        '2. In your cart, enter the code in the voucher box and apply it.',
        `3. Each order uses up to the voucher's balance; whatever is left stays on the voucher for your next orders. Your cart shows what is left.`,
        '',
        'Keep this code safe: anyone who has it can spend its balance.',
        '',
        'Terms:',
        ...mail.terms.map((term) => `- ${term}`),
        '',
        STORE_NAME,
      ].join('\n'),
    senderSubject: (recipient: string) => `Your gift voucher for ${recipient} | ${STORE_NAME}`,
    senderBody: (mail: { sender: string; recipient: string; recipientEmail: string; amount: string; txnid: string; withMessage: boolean; terms: readonly string[] }) =>
      [
        `Hello ${mail.sender || 'there'},`,
        '',
        `Thank you for your purchase. Your ${STORE_NAME} gift voucher worth ${mail.amount} has been e-mailed to ${mail.recipient} (${mail.recipientEmail})${mail.withMessage ? ' with your message' : ''}.`,
        '',
        `Amount paid: ${mail.amount}`,
        `Transaction: ${mail.txnid}`,
        '',
        'To keep the voucher safe, its code is sent only to the recipient.',
        '',
        'Terms:',
        ...mail.terms.map((term) => `- ${term}`),
        '',
        STORE_NAME,
      ].join('\n'),
  },

  // What the subscription scheduler tells the shopper (SMS: the text and the link; e-mail: with a greeting)
  subscription: {
    paidSubject: (order: string) => `Your subscription order ${order} is placed and paid`,
    paid: (item: string, order: string, amount: string) =>
      `Your ${STORE_NAME} subscription delivery of ${item} is order ${order}: ${amount} was charged to your saved payment method.`,
    toPaySubject: (order: string) => `Your subscription order ${order} is waiting for payment`,
    toPay: (item: string, order: string, amount: string) =>
      `Your ${STORE_NAME} subscription delivery of ${item} is order ${order} (${amount}). Open it and choose Accept and Pay.`,
    chargeFailedSubject: (order: string) => `Payment of your subscription order ${order} failed`,
    chargeFailed: (item: string, order: string, amount: string) =>
      `We could not charge ${amount} for your ${STORE_NAME} subscription order ${order} (${item}). Open the order and choose Accept and Pay.`,
    skippedSubject: (product: string) => `Your subscription delivery of ${product} is skipped`,
    skipped: (product: string, date: string, reason: string) =>
      `Your ${STORE_NAME} subscription delivery of ${product} for ${date} is skipped: ${reason} The next one stays as planned.`,
    preDebitSubject: (amount: string, date: string) => `Your subscription will be charged ${amount} on ${date}`,
    preDebit: (item: string, date: string, amount: string) =>
      `On ${date} we will charge ${amount} to your saved payment method for your ${STORE_NAME} subscription delivery of ${item}. To pause the subscription or shift this delivery, go to`,
    item: (quantity: number, product: string) => `${quantity} × ${product}`,
    email: (firstName: string, text: string, link: string) => `Hello ${firstName || 'there'},\n\n${text}\n${link}\n\n${STORE_NAME}`,
    sms: (text: string, link: string) => `${text} ${link}`,
  },

  // What the store tells a shopper at each step of an order, a subscription delivery, SO Elite and
  // a booking: transactional messages, sent without a marketing consent. Each kind is one
  // template at the providers: its SMS (India's DLT: registered text, the variables in order) and
  // WhatsApp template take `vars` in the order named here; the e-mail says the same with a
  // greeting, its paragraphs and a button to the link. Amounts come formatted (₹1,23,456.00).
  shopper: {
    storeName: STORE_NAME,
    greeting: (name: string) => `Hello ${name || 'there'},`,
    signOff: `Thank you for choosing ${STORE_NAME}.`,
    /** The e-mail's footer: the store and its customer care. */
    footer: (phone: string, email: string) => `${STORE_NAME} · Customer care ${phone} · ${email}`,
    /** Why a transactional e-mail comes (no unsubscribe: it is about the shopper's own order or booking). */
    footerNote: 'You receive this e-mail because of your order, subscription, membership or booking with us.',
    unsubscribe: 'Unsubscribe from these e-mails',
    orderPlaced: {
      vars: ['order number', 'amount', 'order link'],
      sms: (order: string, amount: string, link: string) => `${STORE_NAME}: your order ${order} of ${amount} is placed (cash on delivery). Details: ${link}`,
      subject: (order: string) => `Your order ${order} is placed | ${STORE_NAME}`,
      paragraphs: (order: string, amount: string) => [
        `Thank you for your order ${order}. We have received it and will confirm it soon.`,
        `Amount to pay on delivery: ${amount}.`,
      ],
      action: 'View your order',
    },
    orderPaid: {
      vars: ['order number', 'amount', 'order link'],
      sms: (order: string, amount: string, link: string) => `${STORE_NAME}: your order ${order} is placed and paid: we received ${amount}. Details: ${link}`,
      subject: (order: string) => `Payment received: your order ${order} is placed | ${STORE_NAME}`,
      paragraphs: (order: string, amount: string) => [
        `We have received your payment of ${amount} for order ${order}. Your order is placed and paid; we will confirm it soon.`,
      ],
      action: 'View your order',
    },
    orderPaymentFailed: {
      vars: ['order number', 'amount', 'order link'],
      sms: (order: string, amount: string, link: string) => `${STORE_NAME}: the payment for your order ${order} of ${amount} did not go through. No money was taken. Pay again: ${link}`,
      subject: (order: string) => `Payment failed for your order ${order} | ${STORE_NAME}`,
      paragraphs: (order: string, amount: string) => [
        `Your payment of ${amount} for order ${order} did not go through, and no money was taken for it.`,
        'Open your order and choose Accept and Pay to try again before the time to pay is over; after that the order is cancelled and its products released.',
      ],
      action: 'Pay for your order',
    },
    orderConfirmed: {
      vars: ['order number', 'expected delivery date', 'order link'],
      sms: (order: string, date: string, link: string) => `${STORE_NAME}: your order ${order} is confirmed. Expected delivery: ${date}. Details: ${link}`,
      subject: (order: string) => `Your order ${order} is confirmed | ${STORE_NAME}`,
      paragraphs: (order: string, date: string) => [`Your order ${order} is confirmed and is being packed.`, `Expected delivery: ${date}.`],
      action: 'View your order',
    },
    orderShipped: {
      vars: ['order number', 'courier', 'AWB number', 'tracking link'],
      sms: (order: string, courier: string, awb: string, link: string) => `${STORE_NAME}: your order ${order} is shipped by ${courier}, AWB ${awb}. Track it: ${link}`,
      subject: (order: string) => `Your order ${order} is on its way | ${STORE_NAME}`,
      paragraphs: (order: string, courier: string, awb: string) => [`Your order ${order} has left our warehouse.`, `Courier: ${courier}`, `AWB (tracking) number: ${awb}`],
      action: 'Track your parcel',
    },
    orderOutForDelivery: {
      vars: ['order number', 'order link'],
      sms: (order: string, link: string) => `${STORE_NAME}: your order ${order} is out for delivery today. Details: ${link}`,
      subject: (order: string) => `Your order ${order} is out for delivery | ${STORE_NAME}`,
      paragraphs: (order: string) => [`Your order ${order} is out for delivery and reaches you today. For cash on delivery, please keep the amount ready.`],
      action: 'View your order',
    },
    orderDelivered: {
      vars: ['order number', 'review link'],
      sms: (order: string, link: string) => `${STORE_NAME}: your order ${order} is delivered. Tell us how you like it: ${link}`,
      subject: (order: string) => `Your order ${order} is delivered | ${STORE_NAME}`,
      paragraphs: (order: string) => [
        `Your order ${order} is delivered. We hope you enjoy it.`,
        'Your review helps other shoppers choose: tell us how you like what you bought.',
      ],
      action: 'Review your products',
    },
    orderCancelled: {
      vars: ['order number', 'order link'],
      sms: (order: string, link: string) => `${STORE_NAME}: your order ${order} is cancelled. Coins, voucher or payment it used come back to you. Details: ${link}`,
      subject: (order: string) => `Your order ${order} is cancelled | ${STORE_NAME}`,
      paragraphs: (order: string) => [
        `Your order ${order} is cancelled.`,
        'Coins or a voucher it used are back on your account, and an online payment for it is refunded to the way you paid.',
      ],
      action: 'View your order',
    },
    unpaidOrderCancelled: {
      vars: ['order number', 'minutes', 'order link'],
      sms: (order: string, minutes: string, link: string) => `${STORE_NAME}: your order ${order} was not paid within ${minutes} minutes, so it is cancelled. Details: ${link}`,
      subject: (order: string) => `Your order ${order} is cancelled: it was not paid in time | ${STORE_NAME}`,
      paragraphs: (order: string, minutes: string) => [
        `Your order ${order} was not paid within ${minutes} minutes, so we cancelled it and released its products.`,
        'Coins or a voucher it used are back on your account, and a payment for it that still goes through is refunded. You are welcome to order again.',
      ],
      action: 'View your order',
    },
    orderRefundSent: {
      vars: ['order number', 'amount', 'order link'],
      sms: (order: string, amount: string, link: string) => `${STORE_NAME}: the refund for your order ${order} of ${amount} is sent to the way you paid. Details: ${link}`,
      subject: (order: string) => `Your refund for order ${order} is on its way | ${STORE_NAME}`,
      paragraphs: (order: string, amount: string) => [
        `We have sent your refund of ${amount} for order ${order} to the card, account or UPI you paid with.`,
        'Banks usually show it within a few working days.',
      ],
      action: 'View your order',
    },
    subscriptionOrder: {
      vars: ['product and quantity', 'order number', 'amount', 'order link'],
      sms: (item: string, order: string, amount: string, link: string) => `${STORE_NAME}: your subscription delivery of ${item} is placed as order ${order} (${amount}). Details: ${link}`,
      subject: (order: string) => `Your subscription delivery is placed: order ${order} | ${STORE_NAME}`,
      paragraphs: (item: string, order: string, amount: string) => [
        `Today's delivery of your subscription, ${item}, is placed as order ${order} for ${amount}.`,
        'We tell you once it is paid.',
      ],
      action: 'View your order',
    },
    eliteStarted: {
      vars: ['last day', 'membership link'],
      sms: (until: string, link: string) => `${STORE_NAME}: welcome to SO Elite! Free delivery on every order until ${until}. Details: ${link}`,
      subject: () => `Welcome to SO Elite | ${STORE_NAME}`,
      paragraphs: (until: string) => [`Your SO Elite membership is active: every order you place until ${until} is delivered free.`],
      action: 'See your membership',
    },
    eliteExpiring: {
      vars: ['last day', 'plans link'],
      sms: (until: string, link: string) => `${STORE_NAME}: your SO Elite membership ends on ${until}. Renew to keep free delivery: ${link}`,
      subject: (until: string) => `Your SO Elite membership ends on ${until} | ${STORE_NAME}`,
      paragraphs: (until: string) => [`Your SO Elite membership ends on ${until}. Renew it to keep free delivery on every order.`],
      action: 'Renew SO Elite',
    },
    appointmentReminder: {
      vars: ['day and time', 'mobile number'],
      sms: (when: string, mobile: string) => `${STORE_NAME}: a reminder of your free Vaidya consultation on ${when} (India time). Our Vaidya will call you on ${mobile}.`,
      subject: (when: string) => `Reminder: your Vaidya consultation on ${when} | ${STORE_NAME}`,
      paragraphs: (when: string, mobile: string) => [
        `This is a reminder of your free online consultation with our Vaidya on ${when} (India time). Our Vaidya will call you on ${mobile}.`,
        'Please keep your recent reports and the names of any medicines you take at hand.',
      ],
      action: null,
    },
  },

  // The store's PDFs (cart summary and tax invoice)
  pdf: {
    date: 'Date',
    items: 'Items',
    total: 'Total',
    gstIncluded: 'GST included',
    discount: 'Discount',
    discountWithCode: (code: string) => `Discount (${code})`,
    finalTotal: 'Final total',
    number: '#',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    rateExclGst: 'Rate (excl. GST)',
    gst: 'GST',
    amount: 'Amount',
    gstLine: (rate: number, amount: string) => `${rate}%: ${amount}`,
    cartTitle: 'Cart summary',
    cartNote: 'Prices include GST. This is a summary of your cart, not a tax invoice: the tax invoice comes with your order.',
    invoiceTitle: 'Tax invoice',
    invoiceNote: `Prices include GST. This is a computer-generated invoice and needs no signature. Thank you for shopping with ${STORE_NAME}.`,
    order: 'Order',
    orderDate: 'Order date',
    invoiceDate: 'Invoice date',
    delivered: 'Delivered',
    /** The date an order not yet delivered is expected (never said to be delivered). */
    expectedDelivery: 'Expected delivery',
    payment: 'Payment',
    cashOnDelivery: 'Cash on delivery',
    paidOnline: 'Paid online',
    onlineUnpaid: 'Online (unpaid)',
    billingAndShipping: 'Billing and shipping address',
    billedTo: 'Billed to',
    shippedTo: 'Shipped to',
    mobile: (mobile: string) => `Mobile: ${mobile}`,
    productsTotal: 'Products total',
    shipping: 'Shipping',
    freeShipping: (zero: string) => `Free (${zero})`,
    coinsUsed: (coins: number) => `Coins used (${coins})`,
    giftMessage: (message: string) => `Gift message: ${message}`,
  },

  // Back in stock (a marketing message: only by the channels the shopper consented to). Every
  // marketing e-mail ends with its unsubscribe link.
  backInStock: {
    sms: (product: string, link: string) => `Good news: ${product} is back in stock at ${STORE_NAME}. Buy it here: ${link}`,
    emailSubject: (product: string) => `${product} is back in stock | ${STORE_NAME}`,
    paragraphs: (product: string) => [`${product} is back in stock. You asked us to tell you; here it is.`, 'Stock is limited, so it may sell out again.'],
    action: 'See it in the store',
  },
  /** The footer of every marketing e-mail: why it came and the one-click unsubscribe link (the HTML links the reason's last words). */
  marketingFooter: (unsubscribe: string) => DOC_MARKETING_FOOTER(unsubscribe),
  marketingReason: MARKETING_REASON,
  // The page the unsubscribe link of a marketing e-mail opens (GET /api/notifications/unsubscribe/).
  unsubscribePage: {
    title: `Unsubscribed | ${STORE_NAME}`,
    done: 'You are unsubscribed',
    invalidTitle: `Link not valid | ${STORE_NAME}`,
    invalid: 'This link is not valid',
    invalidExplained: 'The unsubscribe link may have been cut short. Copy the whole link from the e-mail, or switch alerts off in your profile.',
    transactional: 'Messages about your orders, deliveries and account still reach you.',
    settings: 'Change your alert settings in your profile',
  },

  // The demo outbox as a page (GET /dev/outbox, demo mode only): every message of the
  // notification queue with its channel and where it stands, in words.
  outboxPage: {
    title: `Demo outbox | ${STORE_NAME}`,
    heading: 'Demo outbox',
    explained:
      'Every text message, e-mail and WhatsApp message the store wrote, newest first, with its channel and where it stands. A message no provider delivers on this demo store is kept here and counts as sent by the outbox.',
    empty: 'No messages yet.',
    caption: (count: number) => `The latest ${count} ${count === 1 ? 'message' : 'messages'}`,
    columns: { written: 'Written', channel: 'Channel', to: 'To', message: 'Message', state: 'State' },
    channels: { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' },
    states: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
    sentBy: (provider: string, at: string) => (provider === 'outbox' ? `kept in the outbox (no provider), ${at}` : `by ${provider}, ${at}`),
    nextTry: (tries: number, at: string) => (tries === 0 ? `first try ${at}` : `${tries} ${tries === 1 ? 'try' : 'tries'} failed; next try ${at}`),
    gaveUp: (tries: number) => `given up after ${tries} ${tries === 1 ? 'try' : 'tries'}`,
    lastError: (error: string) => `Last error: ${error}`,
    kind: (kind: string) => `Kind: ${kind}`,
    json: 'The same as JSON: /api/dev/outbox',
  },

  // The staff's fulfilment PDFs: the pick list, the packing slip and the address label
  fulfilment: {
    pickListTitle: 'Pick list',
    pickListDay: 'Orders placed on',
    pickListOrders: 'Confirmed orders',
    product: 'Product',
    netQuantity: 'Net quantity',
    totalQuantity: 'Total quantity',
    goesTo: 'Orders',
    orderQuantity: (order: string, quantity: number) => `${order} × ${quantity}`,
    noOrders: (day: string) => `No confirmed orders were placed on ${day}: nothing to pick.`,
    packingSlipTitle: 'Packing slip',
    packingNote: 'Check every item against this slip before sealing the box. The address label is on the next page.',
    labelTitle: 'Address label',
    shipTo: 'Ship to',
    pin: 'PIN',
    phone: (phone: string) => `Phone: ${phone}`,
    from: (store: string) => `From: ${store}`,
    codCollect: (amount: string) => `Cash on delivery: collect ${amount}`,
    prepaid: 'Prepaid: collect nothing',
    courier: 'Courier',
    awb: 'AWB',
    parcel: (grams: number, boxes: number) => `${grams} g · ${boxes} ${boxes === 1 ? 'box' : 'boxes'}`,
    notShipped: 'Not shipped yet',
  },

  // The payment gateway's pages (sandbox and PayU redirect)
  gatewayPage: {
    sandboxHeading: 'Sandbox payment — no real money moves',
    sandboxTitle: 'Sandbox payment',
    sandboxExplained:
      'This page stands in for the payment gateway. Choose what happens: the store receives the same signed callback a real gateway would send.',
    pay: (amount: string) => `Pay ${amount}`,
    failPayment: 'Fail payment',
    invalidLinkHeading: 'This payment link is not valid',
    invalidLinkExplained:
      'The link is incomplete or was changed after the store made it, so no payment can start from it. Open your order in the store and choose Accept and Pay again.',
    unavailableTitle: 'Payment page not available',
    unavailableHeading: 'This payment page is not available',
    unavailableExplained: 'This store does not take payments through this page.',
    goToOrders: 'Go to your orders',
    payuTitle: 'Redirecting to PayU',
    payuHeading: 'Taking you to PayU',
    payuNoScript: 'JavaScript is off: press the button to continue to PayU.',
    payuContinue: 'Continue to PayU',
    order: 'Order',
    plan: 'Plan',
    elitePlan: 'SO Elite membership',
    purchase: 'Purchase',
    giftVoucher: `${STORE_NAME} gift voucher`,
    amount: 'Amount',
    name: 'Name',
    email: 'Email',
    transaction: 'Transaction',
    standingInstruction: 'Automatic payments',
    standingInstructionTerms: (amount: string, interval: number, unit: 'day' | 'week' | 'month' | 'year', from: string, until: string) =>
      `Up to ${amount} every ${interval === 1 ? unit : `${interval} ${unit}s`}, from ${from} until ${until}`,
  },

  // The words the generated product and banner images print beside the data's own
  art: {
    keyBenefits: 'Key benefits',
    netQuantity: 'Net Qty',
    storage: 'Store in a cool, dry place. Keep the pack closed.',
    shopNow: 'Shop now',
    journal: 'From our journal',
    /** The kicker of an event's generated cover, by the event's category. */
    event: (category: string) => (category === 'Online' ? 'Online event' : 'Event at our store'),
  },

  // Search engines and link previews: the HTML head the server writes for each page
  seo: {
    /** The title of a page that has none of its own (a category, brand or event without a meta title). */
    pageTitle: (name: string) => `${name} | ${STORE_NAME}`,
  },
} as const;
