import { getLabels } from '@/lib/content/settings';
import { getSite, formatAddress, timeZoneName } from '@/lib/content/site';
import { sentenceStart } from '@/lib/i18n/formats';
import { requestLocale } from '@/lib/i18n/request';
import { SocialLinks } from '@/components/ui/social-icon';
import { Icon } from '@/components/ui/icon';

/** Phone, e-mail, office address, business hours and social profiles. */
export async function ContactDetails({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const [site, { contactDetails: words, sections }] = await Promise.all([getSite(), getLabels()]);
  const Heading = headingLevel;
  const row = 'flex gap-4';
  const icon = 'mt-1 h-5 w-5 shrink-0 text-accent-700';
  return (
    <div className="space-y-8">
      <ul className="space-y-6">
        <li className={row}>
          <Icon name="phone" className={icon} />
          <div>
            <Heading className="font-semibold">{words.phone}</Heading>
            <p className="mt-1">
              {`${words.sales}: `}
              <a
                href={`tel:${site.phones.sales.e164}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {site.phones.sales.display}
              </a>
            </p>
            <p>
              {`${words.support}: `}
              <a
                href={`tel:${site.phones.support.e164}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {site.phones.support.display}
              </a>
            </p>
          </div>
        </li>
        <li className={row}>
          <Icon name="mail" className={icon} />
          <div>
            <Heading className="font-semibold">{words.email}</Heading>
            <p className="mt-1">
              <a
                href={`mailto:${site.emails.support}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {site.emails.support}
              </a>
            </p>
          </div>
        </li>
        <li className={row}>
          <Icon name="map-pin" className={icon} />
          <div>
            <Heading className="font-semibold">{words.office}</Heading>
            <p className="mt-1">{formatAddress(site.address)}</p>
          </div>
        </li>
        <li className={row}>
          <Icon name="clock" className={icon} />
          <div className="flex-1">
            <Heading className="font-semibold">{words.hours}</Heading>
            <dl className="mt-1 grid max-w-xs grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              {site.hours.map((row) => (
                <div key={row.label} className="contents">
                  <dt>{row.label}</dt>
                  <dd className="text-right font-medium text-brand-950">{row.display}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-slate-600">{`${sentenceStart(timeZoneName(site.timeZone, requestLocale()))}. ${words.hoursNote}`}</p>
          </div>
        </li>
      </ul>
      <div>
        <Heading className="font-semibold">{words.followUs}</Heading>
        <div className="mt-3">
          <SocialLinks profiles={site.social} newTab={sections.newTab} tone="dark" />
        </div>
      </div>
    </div>
  );
}
