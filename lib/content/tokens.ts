import { getFacts } from '@/lib/content/facts';
import { fillPlaceholders, type Token, type Tokens } from '@/lib/content/placeholders';
import { escapeHtml } from '@/lib/escape-html';
import type { PlaceholderName } from '@/lib/editor/placeholders';
import { getSite, formatAddress, officeHours, timeZoneName } from '@/lib/content/site';
import {
  perRequest,
  readSingleton,
  type ContentSource,
  type SingletonData,
  type SingletonKey,
} from '@/lib/content/source';
import { formatCents, formatUsd } from '@/lib/savings/format';
import { formatDuration, formatMillions } from '@/lib/i18n/formats';

/**
 * What each placeholder copy may use stands for. The names are the editor's
 * vocabulary (lib/editor/placeholders.ts: the editor refuses any other at
 * Save); the type below makes this list and that one the same.
 */

/** A fact as a heading writes it: '1–2 business days' → '1–2 Business Days' (Spanish headings are not title-cased). */
const titleCase = (text: string, locale: ContentSource['locale']) =>
  locale === 'en' ? text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : text;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export const getTokens = perRequest(async (source: ContentSource): Promise<Tokens> => {
  const [site, facts, faq] = await Promise.all([getSite(source), getFacts(source), readSingleton(source, 'faq')]);
  const { sales, support } = site.phones;
  const { locale } = source;
  const merchantSetup = formatDuration(facts.merchantSetup, locale);
  const posSetup = formatDuration(facts.posSetup, locale);
  const tokens: Record<PlaceholderName, Token> = {
    name: { text: site.name },
    shortName: { text: site.shortName },
    legalName: { text: site.legalName },
    salesPhone: { text: sales.display, html: link(`tel:${sales.e164}`, sales.display) },
    salesPhoneE164: { text: sales.e164 },
    supportPhone: { text: support.display, html: link(`tel:${support.e164}`, support.display) },
    supportPhoneE164: { text: support.e164 },
    salesEmail: { text: site.emails.sales, html: link(`mailto:${site.emails.sales}`, site.emails.sales) },
    supportEmail: { text: site.emails.support, html: link(`mailto:${site.emails.support}`, site.emails.support) },
    address: { text: formatAddress(site.address) },
    street: { text: site.address.street },
    city: { text: site.address.locality },
    region: { text: site.address.region },
    postalCode: { text: site.address.postalCode },
    hours: { text: officeHours(site, locale) },
    timeZone: { text: timeZoneName(site.timeZone, locale) },
    foundingYear: { text: String(site.foundingYear) },
    visionYear: { text: String(site.visionYear) },
    rate: { text: facts.rate.label },
    ratePercent: { text: `${facts.rate.percent}%` },
    // As the calculator writes them: '10¢', '$24.95'.
    ratePerTransaction: { text: formatCents(facts.rate.perTransaction) },
    dualPricingAdjustment: { text: `${facts.dualPricing.adjustmentPercent}%` },
    dualPricingFee: { text: formatUsd(facts.dualPricing.monthlyFee) },
    savings: { text: facts.savings.label },
    offerCredit: { text: `$${facts.offerCredit}` },
    merchantSetup: { text: merchantSetup },
    merchantSetupTitle: { text: titleCase(merchantSetup, locale) },
    posSetup: { text: posSetup },
    posSetupTitle: { text: titleCase(posSetup, locale) },
    posSolutions: { text: String(facts.posSolutions) },
    merchantsServed: { text: String(facts.merchantsServed) },
    processedPerYear: { text: formatMillions(facts.processedPerYearMillions, locale) },
    processedPerYearShort: { text: `$${facts.processedPerYearMillions}M+` },
    uptime: { text: facts.uptime },
    // Counted, never typed: 'Read all {{faqCount}} answers' follows the FAQ.
    faqCount: { text: String(faq.data.questions.length) },
  };
  return tokens;
});

/** A singleton read with its placeholders filled: what most loaders start from. */
export async function readFilledSingleton<K extends SingletonKey>(
  source: ContentSource,
  key: K,
): Promise<{ file: string; data: SingletonData<K> }> {
  const [{ file, data }, tokens] = await Promise.all([readSingleton(source, key), getTokens(source)]);
  return { file, data: fillPlaceholders(data, tokens, file) };
}
