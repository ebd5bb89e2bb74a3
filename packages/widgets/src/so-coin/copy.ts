import { COIN_EARN_RUPEES_PER_COIN, COIN_VALUE_PAISE, coinsEarned, formatWholeRupees, PAISE_PER_RUPEE } from '@so/contract';
import type { FaqItem } from '../shared/FaqList.tsx';


const perCoin = formatWholeRupees(COIN_EARN_RUPEES_PER_COIN * PAISE_PER_RUPEE);
const coinValue = formatWholeRupees(COIN_VALUE_PAISE);
/** A worked example with the store's own rule (floor(final total / ₹100)). */
const example = 1250 * PAISE_PER_RUPEE;
const exampleText = `an order of ${formatWholeRupees(example)} earns ${coinsEarned(example, 0)} coins`;

/**
 * Texts of the SO Coin page (/so-coin and /sosecoin). None is shared (not in MSG);
 * every rule is the store's (docs/rules.md#coins): one coin per full ₹100 of an order's final total, none on an order that
 * redeems coins; 1 coin = ₹1; no expiry; no minimum redemption, the maximum is the wallet balance
 * (and never more than the order total); not transferable; valid at all stores and the
 * website. Redemption is confirmed with an OTP, on the cart's Order Total panel.
 * Coins of an online order are credited once it is paid; those of a cash on delivery order when it
 * is placed (the server's rule).
 */
export const SO_COIN_COPY = {
  title: 'SO Coins',
  tagline: `Earn 1 SO Coin for every ${perCoin} you spend with us, and pay with your coins on your next order.`,
  startEarning: 'Start Earning',
  howItWorks: 'How it works',
  loading: 'Loading the SO Coin details',
  featuresTitle: 'How SO Coins work',
  benefits: [
    { title: `1 coin = ${coinValue}`, text: `Every coin you redeem takes ${coinValue} off your order total.` },
    { title: 'No expiry', text: 'Your coins stay in your wallet until you choose to use them.' },
    { title: 'No minimum redemption', text: 'Use a single coin or a hundred: there is no minimum to reach first.' },
    { title: 'All our stores and our website', text: 'Your coins are valid in every one of our stores and on our website.' },
    { title: 'Redeem up to your balance', text: 'Use as many coins as your wallet holds, up to the total of the order.' },
  ],
  stepsTitle: 'Earn and redeem in three steps',
  steps: {
    shop: {
      title: 'Shop',
      text: `Earn 1 coin for every full ${perCoin} of your order's final total: ${exampleText}. An order on which you redeem coins earns none.`,
    },
    collect: {
      title: 'Collect',
      text: 'Your coins land in your wallet: see the balance, what you earned and spent, and every transaction in your profile.',
      link: 'Open your wallet',
    },
    redeem: {
      title: 'Redeem at checkout',
      text: 'In your cart, before you check out, enter how many coins to use and choose Send OTP. The OTP sent to your registered mobile number confirms it, and the coins come off your order total.',
    },
  },
  faqTitle: 'SO Coin questions',
  /** Exactly seven questions (an FAQ accordion of 7 items). */
  faq: [
    {
      question: 'How many SO Coins do I earn?',
      answer: `1 coin for every full ${perCoin} of an order's final total (what you pay, delivery included): ${exampleText}. Coins for an online payment are added once the payment goes through; for cash on delivery, when you place the order.`,
    },
    {
      question: 'What is an SO Coin worth?',
      answer: `1 coin = ${coinValue}. Each coin you redeem takes ${coinValue} off the amount you pay.`,
    },
    {
      question: 'Do SO Coins expire?',
      answer: 'No. Your coins never expire; they wait in your wallet until you use them.',
    },
    {
      question: 'Is there a minimum or maximum redemption?',
      answer: 'There is no minimum: you can redeem a single coin. The most you can redeem is your wallet balance, and never more than the order total.',
    },
    {
      question: 'Can I transfer my coins to someone else?',
      answer: 'No. SO Coins belong to your account and cannot be transferred to another account.',
    },
    {
      question: 'Where can I use my coins?',
      answer: 'In all our stores and on our website. Online, you redeem them in your cart, confirmed with an OTP sent to your registered mobile number.',
    },
    {
      question: 'Why did my order earn no coins?',
      answer:
        'An order on which you redeem coins earns none. An online order earns its coins once its payment goes through, and a cancelled order gives back the coins it earned.',
    },
  ] satisfies readonly FaqItem[],
} as const;
