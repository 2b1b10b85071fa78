import { assertNoProblems, fieldProblem } from '@/lib/content/errors';
import { perRequest, readSingleton, type ContentSource } from '@/lib/content/source';
import { clockTime, usE164 } from '@/lib/content/us-formats';
import { hoursWords } from '@/lib/i18n/formats';

/**
 * The business identity (content/settings/site.yaml): name, phones, e-mails,
 * address, hours, social profiles. Header, footer, contact page, e-mails and
 * every JSON-LD block read it, and copy quotes it through placeholders, so a
 * change there changes the whole site.
 */

/**
 * The business identity as the schema shapes it, with each phone's E.164
 * form (for tel: links and structured data, from the digits shown) and each
 * row of hours as schema.org and people read it.
 */
export const getSite = perRequest(async (source: ContentSource) => {
  const { file, data } = await readSingleton(source, 'site');
  const problems: string[] = [];
  const phone = (key: 'sales' | 'support') => {
    const { display } = data.phones[key];
    const e164 = usE164(display);
    if (!e164)
      problems.push(fieldProblem(['phones', key, 'display'], `"${display}" is not a US phone number (ten digits)`));
    return { display, e164: e164 ?? '' };
  };
  const hours = data.hours.map((row, index) => {
    if (row.days.length === 0) problems.push(fieldProblem(['hours', index, 'days'], 'choose at least one day'));
    const open = row.open.discriminant ? row.open.value : null;
    if (open && open.opens >= open.closes)
      problems.push(
        fieldProblem(['hours', index, 'open'], `opens at ${open.opens}, after it closes at ${open.closes}`),
      );
    return {
      label: row.label,
      days: row.days,
      opens: open?.opens ?? null,
      closes: open?.closes ?? null,
      display: open ? `${clockTime(open.opens)} – ${clockTime(open.closes)}` : hoursWords[source.locale].closed,
    };
  });
  const site = {
    ...data,
    foundingYear: Number(data.foundingYear),
    visionYear: Number(data.visionYear),
    phones: { sales: phone('sales'), support: phone('support') },
    hours,
  };
  assertNoProblems(file, problems);
  return site;
});

export type Site = Awaited<ReturnType<typeof getSite>>;
export type Phone = Site['phones']['sales'];
export type OpeningHours = Site['hours'][number];
export type SocialProfile = Site['social'][number];
