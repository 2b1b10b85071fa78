/**
 * What the savings calculator computes with, as its functions take it: our
 * rate and the dual pricing program (the headline facts, Settings), and the
 * calculator's bounds and example figures (the calculator page). The server
 * pages read them with the loaders (lib/content/savings-calculator.ts) and
 * hand them to the calculator and the contact form as props, so nothing in
 * lib/savings reads a file: it runs in the browser and in proxy.ts.
 */

export interface RateCard {
  /** Percentage of each sale, in percent (2.3 means 2.3%). */
  percent: number;
  /** Fixed fee per transaction, in dollars. */
  perTransaction: number;
  /** How people read the rate, e.g. '2.3% + 10¢'. */
  label: string;
}

export interface CashDiscountProgram {
  /**
   * The non-cash adjustment card customers pay, in percent of the cash
   * price. 3.5% matches the examples in our blog and guides ($10.00 cash,
   * $10.35 card; $5.00 cash, $5.18 card).
   */
  adjustmentPercent: number;
  /** The flat monthly program fee the merchant pays, in dollars. */
  monthlyFee: number;
}

/** Card-present processing at our rate, and dual pricing / cash discount. */
export interface Pricing {
  rate: RateCard;
  program: CashDiscountProgram;
}

/** The bounds the calculator accepts; outside them it asks the visitor to check the figure. */
export interface SavingsLimits {
  /** Monthly card volume, dollars. Above this, pricing is negotiated case by case. */
  maxVolume: number;
  /** Average ticket, dollars. */
  maxTicket: number;
  /** Percent. An effective rate above this is almost certainly a typo (or fees that are not processing fees). */
  maxEffectiveRate: number;
}

/** What the calculator shows before anyone types: a typical small shop. */
export interface SavingsDefaults {
  /** Monthly card volume, dollars. */
  volume: number;
  /** Average card sale, dollars. */
  ticket: number;
  /** Current total monthly processing fees, dollars. */
  fees: number;
}

/** What one amount field says when it cannot be used; `{{max}}` in `tooLarge` is the limit. */
export interface AmountMessages {
  required: string;
  number: string;
  tooSmall: string;
  tooLarge: string;
}

/**
 * What the calculator says about figures it cannot use and estimates that
 * save nothing, in the page's language (the calculator page's "Messages of
 * the calculator"), with `{{slots}}` for the figures.
 */
export interface SavingsMessages {
  volume: AmountMessages;
  ticket: AmountMessages;
  fees: AmountMessages;
  rate: AmountMessages;
  ticketOverVolume: string;
  /** `{{max}}`: the highest effective rate. */
  feesOverRate: string;
  noCurrentFees: string;
  /** `{{effectiveRate}}`, `{{ourEffectiveRate}}`. */
  ourRateNoSaving: string;
  /** `{{fee}}`: the program's monthly fee. */
  dualPricingNoSaving: string;
  /** `{{ticket}}`, `{{perTransactionFee}}`, `{{share}}`, `{{percent}}`. */
  smallTicket: string;
  /** What the live region says once typing pauses. */
  announce: { opening: string; ourRate: string; dualPricing: string; saves: string; noSaving: string };
}

export interface SavingsSettings {
  pricing: Pricing;
  limits: SavingsLimits;
  defaults: SavingsDefaults;
  messages: SavingsMessages;
}
