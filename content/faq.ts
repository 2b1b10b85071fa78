import { site } from '@/content/site';
import type { FaqEntry } from '@/content/types';

/** 'open Monday – Friday 9:00 AM – 6:00 PM and Saturday 10:00 AM – 2:00 PM Eastern Time, and closed on Sunday'. */
function officeHours(): string {
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
  const open = site.hours.filter((row) => row.opens).map((row) => `${row.label} ${row.display}`);
  const closed = site.hours.filter((row) => !row.opens).map((row) => row.label);
  return `open ${list(open)} Eastern Time${closed.length > 0 ? `, and closed on ${list(closed)}` : ''}`;
}

/**
 * The FAQ: 21 questions and answers. Every figure agrees with DECISIONS.md
 * (rates, savings, setup times, support); contact details come from the
 * business identity in content/site.ts.
 */
export const faqs = [
  {
    id: 'what-rates',
    question: 'What are your card processing rates?',
    answer:
      'Our card processing rates start at 2.3% + 10¢ per swiped transaction. Your exact pricing depends on your business type, monthly volume and how you accept cards, such as in person, online or keyed in. We keep rates consistent and explain every line of your quote before you sign up.',
  },
  {
    id: 'how-much-can-i-save',
    question: `How much can I save by switching to ${site.shortName}?`,
    answer: `Merchants who switch to ${site.shortName} save an average of 25–30% on processing fees. Your savings depend on what you pay today, so the best way to find out is a free statement analysis. You can also get a quick estimate with the savings calculator on our website.`,
  },
  {
    id: 'contracts',
    question: 'Do I have to sign a long-term contract?',
    answer:
      'No. All of our merchant services are month-to-month, with no long-term contracts and no cancellation penalties. We would rather keep your business by providing good service and fair rates than by locking you in.',
  },
  {
    id: 'hidden-fees',
    question: 'Are there any hidden fees?',
    answer:
      "No. We don't charge hidden fees, and we keep your rates consistent instead of raising them quietly after you sign up. Every fee is listed in your quote and on your statement, and your dedicated representative can walk you through any line you have questions about.",
  },
  {
    id: 'switching-processors',
    question: 'How do I switch processors, and is there a special offer?',
    answer:
      'Switching is usually simple: we review your current statement, set up your new account and get your equipment ready while you keep processing with your old provider. For a limited time, we offer a free statement analysis and a $100 credit toward processing fees when you switch. Because we have no cancellation penalties, you can try us without long-term risk, though you should check whether your current provider charges an early termination fee.',
  },
  {
    id: 'funding-speed',
    question: 'How quickly will I receive my money?',
    answer:
      'We offer next-day funding, so the card sales you settle today are typically deposited into your business bank account the next business day. Fast funding helps you keep cash flow steady for payroll, inventory and bills.',
  },
  {
    id: 'setup-time',
    question: 'How long does it take to get set up?',
    answer:
      'Merchant services accounts are typically set up in 1–2 business days once we have your completed application. POS systems take 3–7 days to set up, depending on the hardware, the size of your menu or inventory and any staff training you need.',
  },
  {
    id: 'quote-requirements',
    question: 'What information do you need to give me a quote?',
    answer: `To prepare an accurate quote, we need your average monthly card volume, your typical transaction size and the payment types you accept, such as in person, online, mobile, EBT or fleet cards. A recent processing statement helps us give you a precise side-by-side comparison. You can call us at ${site.phones.sales.display} or send a request through our contact page.`,
  },
  {
    id: 'equipment-cost',
    question: 'Do I need to buy new equipment?',
    answer:
      'Not always. In many cases we can work with your existing terminal or POS, and if you need new equipment we offer affordable options for every budget. Your representative will tell you up front whether your current hardware is compatible before you commit to anything.',
  },
  {
    id: 'support-hours',
    question: 'What kind of customer support do you offer?',
    answer: `Payment processing clients have access to 24/7 support, and POS clients get extended-hours support. Every merchant also has a dedicated local representative, and you can reach our team at ${site.emails.support} or ${site.phones.support.display}. Our office is ${officeHours()}.`,
  },
  {
    id: 'dual-pricing',
    question: 'What is dual pricing?',
    answer:
      'Dual pricing means showing two prices for every item: a cash price and a card price. Customers see both prices on signs, tags and receipts and choose how they want to pay, which helps offset your card processing costs. We set up your POS to calculate both prices automatically and help you with clear signage.',
  },
  {
    id: 'cash-discount-vs-surcharging',
    question: 'What is the difference between a cash discount program and surcharging?',
    answer:
      "With a cash discount program, your posted price reflects the cost of card acceptance and customers who pay with cash receive a discount. Surcharging adds a fee on top of the price when a customer pays with a credit card, and it is subject to card-brand rules and state laws that vary by state. We can explain how the card-brand rules generally work and set up either program correctly, but we don't provide legal advice, so check your state's current rules before you start surcharging.",
  },
  {
    id: 'which-pos',
    question: 'Which POS system is right for my business?',
    answer:
      'It depends on your industry and how you sell. Clover and Curv POS suit many retail shops, NRS POS fits convenience stores and gas stations with Panther handling up to 4,500 UPCs and Cheetah up to 15,000 UPCs, Petpooja POS and Figure POS are built for restaurants, and SwipeSimple works well for mobile and service businesses. With over 50 POS solutions available, your representative will help you compare options and choose the best fit.',
  },
  {
    id: 'ebt-acceptance',
    question: 'Can I accept EBT payments?',
    answer:
      'Yes. We help eligible merchants, such as grocery and convenience stores, accept EBT alongside credit and debit cards. To accept SNAP benefits, your business typically needs to be authorized by the USDA first, and we can set up compatible equipment once you are approved.',
  },
  {
    id: 'online-payments',
    question: 'Can you help me accept payments online?',
    answer:
      'Yes. We offer online payment gateways that connect to your website or online store so you can accept cards securely for e-commerce orders, invoices and recurring billing. Your online sales can be reported alongside your in-store sales, and funding is next-day just like your other card transactions.',
  },
  {
    id: 'mobile-payments',
    question: 'Can I take card payments on the go?',
    answer:
      'Yes. Mobile solutions such as SwipeSimple let you accept credit and debit cards on a smartphone, tablet or portable reader, which is ideal for contractors, delivery, events and field service. With a compatible reader, you can accept chip, contactless and mobile wallet payments wherever you do business.',
  },
  {
    id: 'pci-compliance',
    question: 'Do you help with PCI compliance?',
    answer:
      "Yes. Our payment solutions are always PCI compliant, and we help merchants complete the right self-assessment questionnaire and meet their PCI requirements. Staying compliant protects your customers' card data and helps you avoid non-compliance fees.",
  },
  {
    id: 'fraud-protection',
    question: 'How do you protect my business from fraud?',
    answer:
      'We offer AI-driven transaction and fraud security that monitors payments for suspicious patterns and helps stop fraudulent transactions before they turn into losses. Combined with chip and contactless terminals, encryption and tokenization, it adds strong layers of protection for your business and your customers.',
  },
  {
    id: 'chargeback-help',
    question: 'Do you help with chargebacks?',
    answer:
      'Yes. If a customer disputes a charge, your dedicated representative can help you understand the reason, gather the right documents and respond before the deadline. We can also suggest practical steps, such as clear receipts and refund policies, to help reduce future chargebacks.',
  },
  {
    id: 'fleet-cards',
    question: 'Can I accept fleet cards?',
    answer:
      'Yes. We set up fleet card acceptance for gas stations, auto service shops and other businesses that serve commercial vehicles. Accepting fleet cards can help you attract business customers and their drivers, and we make sure your terminal or POS is configured to handle them.',
  },
  {
    id: 'gift-cards-loyalty',
    question: 'Do you offer gift cards and loyalty programs?',
    answer:
      'Yes. Gift card and loyalty programs are part of our value-added services and can connect to many of the POS systems we offer. They help bring customers back more often and make it easy to reward your regulars at checkout.',
  },
] as const satisfies readonly FaqEntry[];

/** The words of /faq around the questions. */
export const faqPage = {
  questions: {
    /** After the number of questions: '21 Questions Merchants Ask Us'. */
    titleAfterCount: 'Questions Merchants Ask Us',
    description: 'Select a question to read its answer. Only one answer is open at a time.',
  },
  notAnswered: { text: "Didn't find your answer?", action: { label: 'Contact Support', href: '/contact-us' } },
  cta: {
    title: 'Still Have Questions?',
    description: 'Our payment experts are happy to walk you through pricing, equipment and setup, with no obligation.',
    actions: [
      { label: 'Contact Our Team', href: '/contact-us' },
      { label: `Call ${site.phones.sales.display}`, href: `tel:${site.phones.sales.e164}` },
    ],
  },
};
