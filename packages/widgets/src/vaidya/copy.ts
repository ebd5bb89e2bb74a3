import { APPOINTMENT_HORIZON_DAYS_DEFAULT, APPOINTMENT_PROBLEMS, PHONE_DIGITS, PREMIUM_CONSULT_REPLY_HOURS, type AgeGroup, type AppointmentProblem } from '@so/contract';
import { CAPTCHA_COPY } from '../shared/captcha-copy.ts';
import { STORE_CONTACTS } from '../shared/contacts.ts';

const reply = `${PREMIUM_CONSULT_REPLY_HOURS.min}–${PREMIUM_CONSULT_REPLY_HOURS.max} hours`;

/**
 * How a problem option reads on the page. The value sent stays the API's, spelling included
 * ('Heart BP & Cholestrol' is what POST /events/ takes); only its label is spelt correctly.
 */
export function problemLabel(problem: AppointmentProblem): string {
  return problem === 'Heart BP & Cholestrol' ? 'Heart BP & Cholesterol' : problem;
}

/** How an age group reads in the form ("18 to 45 years"); the value sent is the API's ('18 to 45'). */
export const ageGroupLabel = (group: AgeGroup): string => `${group} years`;

/**
 * Texts of the /consult-our-vaidya landing (the free consultation). None is shared, so none
 * is in MSG. The problem areas are the booking form's options (the form's list); the premium consultation's
 * reply time is PREMIUM_CONSULT_REPLY_HOURS; the customer-care contacts STORE_CONTACTS.
 */
export const VAIDYA_COPY = {
  title: 'Consult our Vaidya',
  intro:
    'Talk to our Ayurvedic Vaidya about your health, free of charge. Choose a time that suits you, and our Vaidya calls you for a one-to-one consultation.',
  book: 'Book your appointment',
  whatTitle: 'What is a consultation?',
  what: [
    "A consultation is an online call with the store's Ayurvedic Vaidya. Tell the Vaidya what troubles you; they ask about your daily routine, food, sleep and any medicine you take, and suggest how Ayurveda can help: changes to diet and lifestyle, simple home remedies and, where useful, Ayurvedic products.",
    'The consultation is free, and you do not have to buy anything.',
  ],
  disclaimer:
    'The Vaidya gives Ayurvedic advice; it does not replace your doctor. Do not stop a prescribed medicine without asking the doctor who prescribed it. In an emergency, go to the nearest hospital.',
  whoTitle: 'Who it helps',
  whoIntro: 'Our Vaidya advises on everyday health concerns, among them:',
  /** The booking form's problem options, 'Other' aside (the sentence after the list says it). */
  problems: APPOINTMENT_PROBLEMS.filter((problem) => problem !== 'Other').map(problemLabel),
  whoMore: 'Something else on your mind? Choose Other when you book and describe it in your own words.',
  howTitle: 'How it works',
  steps: [
    {
      title: 'Pick a day and time',
      text: `Choose a day from tomorrow up to ${APPOINTMENT_HORIZON_DAYS_DEFAULT} days ahead, and one of the times our Vaidya is available that day. Times are in India time (IST).`,
    },
    {
      title: 'Tell us about yourself',
      text: 'Your name, mobile number, age group and the problem you would like to discuss, in a few words, and any medicine you take.',
    },
    {
      title: 'The Vaidya calls you',
      text: "At the time you chose, our Vaidya calls you on the mobile number you gave. We confirm your booking by SMS and e-mail to your account's own mobile number and e-mail address.",
    },
  ],
  loginNote: 'You book with your store account: log in, or create an account in a minute, when you book.',
  faqTitle: 'Questions about the consultation',
  faq: [
    {
      question: 'Is the consultation really free?',
      answer: 'Yes. The online consultation with our Vaidya costs nothing, and you do not have to buy anything.',
    },
    {
      question: 'How long does a consultation take?',
      answer: 'Each appointment has its own one-hour slot, starting at the time you choose.',
    },
    {
      question: 'Can I book for someone in my family?',
      answer: "Yes. Give their name, age group and problem, and the mobile number our Vaidya should call.",
    },
    {
      question: 'Can I get advice sooner?',
      answer: `Yes: with a premium consultation, our Vaidya replies within ${reply}. Call our customer care on ${STORE_CONTACTS.phone} or write to ${STORE_CONTACTS.email} to ask for one.`,
    },
  ],
} as const;

/**
 * Texts of /consult-our-vaidya/schedule-appointment ("Book your appointment"). The shared
 * login prompt ("Please login to book an appointment!") and messages (invalid e-mail, 10-digit
 * mobile number, Please select a country) are MSG's; the messages a day without slots or a day
 * before tomorrow gets are the server's own (ANSWER), so the form and the server say the same.
 */
export const BOOKING_COPY = {
  title: 'Book your appointment',
  intro: 'A free online consultation with our Ayurvedic Vaidya. Choose a day and time, tell us about yourself, and our Vaidya calls you then.',
  aboutLink: 'How the consultation works',
  logIn: 'Log in',
  loginHint: 'You can look through the form now; log in to send it.',
  requiredNote: 'All fields are required unless marked optional.',
  sections: {
    when: 'When should our Vaidya call?',
    you: 'About you',
    health: 'Your health',
  },
  labels: {
    date: 'Date',
    time: 'Time',
    name: 'Name',
    mobile: 'Mobile number',
    email: 'Email',
    gender: 'Gender',
    age_group: 'Age group',
    problem_suffering_from: 'Problem you are suffering from',
    problem_description: 'Describe your problem',
    landmark: 'Landmark',
    is_taking_medicine: 'Are you taking any medicine? (optional)',
    type_of_medicine_list: 'Type of medicine (optional)',
  },
  yes: 'Yes',
  no: 'No',
  dateHint: (earliest: string, latest: string) => `From ${earliest} to ${latest}.`,
  chooseDateFirst: 'The times of the day appear once you choose a date.',
  timesOn: (day: string) => `Times on ${day}, India time (IST).`,
  loadingTimes: 'Loading the times…',
  timesFailed: 'We could not load the times.',
  retryTimes: 'Try again',
  mobileHint: `${PHONE_DIGITS} digits, without the country code: our Vaidya calls you on this number.`,
  landmarkHint: 'A well-known place near where you live, e.g. Near Law Garden, Ahmedabad.',
  descriptionHint: 'What troubles you, since when, and anything that makes it better or worse.',
  medicineHint: 'Tick every kind you take.',
  chooseAgeGroup: 'Choose your age group',
  chooseProblem: 'Choose a problem',
  submit: 'Book appointment',
  sending: 'Booking…',
  captchaHelp: `Tick "${CAPTCHA_COPY.label}" above to book your appointment.`,
  /** The form's own messages for empty or wrong fields (the server's for the rest). */
  errors: {
    date: 'Please choose a date',
    time: 'Please choose a time',
    name: 'Name is required',
    mobile: 'Mobile number is required',
    email: 'Email is required',
    gender: 'Please choose a gender',
    age_group: 'Please choose an age group',
    problem_suffering_from: 'Please choose the problem you are suffering from',
    problem_description: 'Please describe your problem',
    landmark: 'Landmark is required',
    captcha: `Please tick "${CAPTCHA_COPY.label}" first.`,
  },
} as const;
