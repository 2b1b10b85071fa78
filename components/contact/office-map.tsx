'use client';

import { useState } from 'react';
import type { OfficeMapWords } from '@/lib/content/contact-us';
import { buttonClasses, buttonLinkClasses } from '@/components/ui/button-classes';
import { StaticImage } from '@/components/ui/static-image';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/** The drawing of the office's street (an asset, not content: it shows where the office is). */
const mapPreview = '/illustrations/office-map.svg';

/**
 * A light static preview of the office's location; the live Google Maps
 * embed (400 px high) loads only when the visitor asks for it, so the page
 * makes no third-party request by default.
 */
export function OfficeMap({ name, address, words }: { name: string; address: string; words: OfficeMapWords }) {
  const [live, setLive] = useState(false);
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
  const embedSrc = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  return (
    <Card className="overflow-hidden">
      {live ? (
        <iframe
          src={embedSrc}
          title={`${words.mapTitle}: ${address}`}
          className="block h-[400px] w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <StaticImage
          src={mapPreview}
          alt={words.mapAlt}
          width={1200}
          height={400}
          className="block h-[400px] w-full bg-brand-50 object-cover"
        />
      )}
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="flex gap-3 font-medium text-brand-950">
          <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
          {address}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {live ? null : (
            <button type="button" className={buttonClasses('secondary')} onClick={() => setLive(true)}>
              {words.showMap}
            </button>
          )}
          <a href={mapsLink} target="_blank" rel="noopener noreferrer" className={buttonLinkClasses('dark')}>
            {words.openMaps}
            <Icon name="external-link" className="h-4 w-4" />
            <span className="sr-only">{` ${words.newTab}`}</span>
          </a>
        </div>
      </div>
    </Card>
  );
}
