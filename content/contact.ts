import type { FaqEntry } from '@/content/types';

/** Copy of the contact form, the contact page and its query-string variants. */

export const contactForm = {
  heading: 'Send Us a Message',
  intro: 'We reply within one business day. Fields marked * are required.',
  submit: 'Send Message',
  sending: 'Sending...',
  success: { title: 'Message Sent', description: "Thank you for reaching out. We'll be in touch shortly!" },
  failure: { title: 'Error', description: 'There was a problem sending your message. Please try again.' },
  interestsLegend: "I'm interested in",
  /** Field labels; the required ones get a red asterisk (see intro). */
  fields: { name: 'Name', business: 'Business name', email: 'Email', phone: 'Phone', message: 'Message' },
};

/**
 * Products that `?product=` may name (POS systems, devices, NRS systems).
 * Anything else in the query string is ignored.
 */
export const contactProducts = [
  'Clover',
  'Clover Station',
  'Clover Mini',
  'Clover Flex',
  'Clover Go',
  'Figure POS',
  'SwipeSimple',
  'SwipeSimple Register 8',
  'SwipeSimple Terminal',
  'NRS',
  'NRS POS',
  'NRS Standard',
  'NRS Panther',
  'NRS Cheetah',
  'PAX-Elys',
  'PAX Elys',
  'Curv POS',
  'Petpooja POS',
] as const;

export const partnerPrograms = {
  reseller: { name: 'Reseller Program', heading: 'Become a Reseller Partner' },
  referral: { name: 'Referral Program', heading: 'Join Our Referral Program' },
  integration: { name: 'Integration Partner Program', heading: 'Integrate With Our Payments' },
} as const;

export type PartnerProgram = keyof typeof partnerPrograms;

export const commonQuestions: FaqEntry[] = [
  {
    id: 'quote-needs',
    question: 'What do I need to get a quote?',
    answer:
      'Your approximate monthly card volume, your typical transaction size and the payment types you accept (in person, online, keyed, EBT). A recent processing statement lets us give you an exact comparison.',
  },
  {
    id: 'setup-time',
    question: 'How fast is setup?',
    answer:
      'Merchant services accounts are usually set up in 1–2 business days. POS systems take 3–7 days, including installation and training for your team.',
  },
  {
    id: 'support-hours',
    question: 'Is support available 24/7?',
    answer:
      'Yes, for payment-processing clients: our support line answers around the clock. POS clients also get extended-hours support from our local team.',
  },
];

/** Headings of /contact-us's sections. */
export const contactSections = {
  form: 'Talk to a Payment Expert',
  questions: 'Common Questions',
};

export const offerBanner = {
  eyebrow: 'Limited-time offer',
  title: 'Switch and Get a $100 Credit',
  description:
    'Send us your latest processing statement for a free statement analysis. If you switch, we credit $100 toward your processing fees.',
  action: 'Claim Your Free Analysis',
};

export const officeMap = {
  heading: 'Visit Our Office',
  description: 'We are a few minutes from Queens Plaza and Court Square stations. Visits by appointment.',
  preview: {
    src: '/illustrations/office-map.svg',
    alt: 'Map of Long Island City with a pin on our office on Crescent Street',
  },
  showLabel: 'Show Interactive Map',
  openLabel: 'Open in Google Maps',
};

export const thankYou = {
  title: 'Thank You: Message Received',
  heading: 'Thank you for reaching out.',
  body: "We'll be in touch shortly. A payment expert will reply within one business day, usually much sooner during business hours.",
};
