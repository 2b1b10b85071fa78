import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getLabels } from '@/lib/content/settings';
import { getSite } from '@/lib/content/site';
import { projectSource } from '@/lib/content/source';
import { publishedLocales } from '@/lib/i18n/locales';
import { ogSlug } from '@/lib/og-image';
import { allRoutes } from '@/lib/routes';

/**
 * One Open Graph template for every page: each route of each published
 * language gets its own 1200×630 PNG with its title in that language (words
 * and routes read from that language's files), prerendered at build time.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every image: its file name, the route it shows and the language of its words. */
async function images() {
  const perLocale = await Promise.all(
    publishedLocales.map(async (locale) =>
      (await allRoutes(projectSource(locale))).map((route) => ({
        file: `${ogSlug(route.path, locale)}.png`,
        route,
        locale,
      })),
    ),
  );
  return perLocale.flat();
}

export async function generateStaticParams() {
  return (await images()).map((image) => ({ slug: image.file }));
}

async function font(weight: 400 | 700) {
  // Satori reads WOFF, not WOFF2: the static Inter files ship both.
  const file = path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return fs.readFile(file);
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const image = (await images()).find((entry) => entry.file === slug);
  if (!image) return new Response('Not found', { status: 404 });
  const { route, locale } = image;
  const source = projectSource(locale);
  const [site, { shareImage: words }] = await Promise.all([getSite(source), getLabels(source)]);
  const heading = route.path === '/' ? route.h1 : route.title;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0b1b33 0%, #173766 60%, #1e4a8a 100%)',
        color: 'white',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#3b7bd4',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 36,
            fontWeight: 700,
          }}
        >
          Q
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontSize: 32, fontWeight: 700 }}>{site.shortName}</span>
          <span style={{ fontSize: 20, color: '#bcd4f2', letterSpacing: 4 }}>{words.eyebrow}</span>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: heading.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {heading}
        </div>
        <div style={{ fontSize: 28, color: '#dce8f8', maxWidth: 980, lineHeight: 1.35 }}>
          {route.description.length > 120 ? `${route.description.slice(0, 117)}…` : route.description}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#a7f3d0' }}>
        <span>{words.tagline}</span>
        <span style={{ color: '#bcd4f2' }}>{site.phones.sales.display}</span>
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: 'Inter', data: await font(400), weight: 400, style: 'normal' },
        { name: 'Inter', data: await font(700), weight: 700, style: 'normal' },
      ],
    },
  );
}
