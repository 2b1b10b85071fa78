import type { Locale } from '@/lib/i18n/locales';

/**
 * How the figures the site computes read in each language: dates, quarters,
 * amounts in millions, durations and the office hours' sentence. The facts
 * themselves are stated once (content/settings/facts.yaml, site.yaml) and
 * only their wording changes here. Pure functions, usable anywhere.
 */

/** 'April 12, 2023' / '12 de abril de 2023', independent of the server's time zone. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** 'Q1 2027' / '1.er trimestre de 2027'. */
export function formatQuarterIn(year: number, quarter: number, locale: Locale): string {
  if (locale === 'es') return `${quarter}.${quarter === 1 || quarter === 3 ? 'er' : 'º'} trimestre de ${year}`;
  return `Q${quarter} ${year}`;
}

/** '$20 million' / '$20 millones'. */
export function formatMillions(millions: number, locale: Locale): string {
  return locale === 'es' ? `$${millions} ${millions === 1 ? 'millón' : 'millones'}` : `$${millions} million`;
}

const spanishUnits: Record<string, [one: string, many: string]> = {
  'business day': ['día hábil', 'días hábiles'],
  day: ['día', 'días'],
  week: ['semana', 'semanas'],
  hour: ['hora', 'horas'],
  minute: ['minuto', 'minutos'],
};

/**
 * A duration fact ('1–2 business days', '3–7 days', '48 hours') in a
 * language: '1 a 2 días hábiles', '3 a 7 días', '48 horas'. A value of
 * another shape is returned as written.
 */
export function formatDuration(text: string, locale: Locale): string {
  if (locale !== 'es') return text;
  const match = /^(\d+)(?:\s*[–-]\s*(\d+))?\s+([a-z ]+?)s?$/i.exec(text.trim());
  const unit = match && spanishUnits[match[3]!.toLowerCase()];
  if (!match || !unit) return text;
  const [, from, to] = match;
  const many = Number(to ?? from) !== 1;
  return `${to ? `${from} a ${to}` : from} ${many ? unit[1] : unit[0]}`;
}

/** The words of the office hours' sentence and of the closed days. */
export const hoursWords = {
  en: { open: 'open', and: 'and', closedOn: 'and closed on', closed: 'Closed' },
  es: { open: 'abierto', and: 'y', closedOn: 'y cerrado el', closed: 'Cerrado' },
} as const satisfies Record<Locale, Record<string, string>>;

/** The US time zones in Spanish, as the es-US press names them. */
export const spanishTimeZoneNames: Record<string, string> = {
  'America/New_York': 'hora del Este',
  'America/Chicago': 'hora del Centro',
  'America/Denver': 'hora de la Montaña',
  'America/Phoenix': 'hora de la Montaña (Arizona)',
  'America/Los_Angeles': 'hora del Pacífico',
};

/**
 * A count as copy writes it: 'six systems', 'seis sistemas'. Numbers up to
 * twelve are words, larger ones digits ('15 cards'), as style guides usually
 * have it. Spanish 'one' agrees with its noun (un sistema, una tarjeta), so a
 * Spanish count of one stays a digit.
 */
const numberWords: Record<Locale, readonly string[]> = {
  en: 'zero one two three four five six seven eight nine ten eleven twelve'.split(' '),
  es: ['0', '1', ...'dos tres cuatro cinco seis siete ocho nueve diez once doce'.split(' ')],
};
export const numberWord = (count: number, locale: Locale): string => numberWords[locale][count] ?? String(count);
/** Text opening a sentence or a heading: 'hora del Este' → 'Hora del Este'. */
export const sentenceStart = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** A count opening a sentence or a heading: 'Three bundles', 'Tres paquetes'. */
export const capitalNumberWord = (count: number, locale: Locale): string => sentenceStart(numberWord(count, locale));
