/** @jest-environment node */
import { getFacts } from '@/lib/content/facts';
import { getHomePage, type HomePage } from '@/lib/content/home';
import { getSite, type Site } from '@/lib/content/site';
import { getStructuredData } from '@/lib/content/settings';
import { starCounts } from '@/components/ui/star-rating';

let home: HomePage;
let site: Site;
beforeAll(async () => {
  [home, site] = await Promise.all([getHomePage(), getSite()]);
});

describe('home page content', () => {
  it('has seven feature cards and four stats with the seed figures', async () => {
    const { features, stats } = home;
    expect(features.title).toBe('What Sets Us Apart');
    expect(features.items).toHaveLength(7);
    expect(stats.title).toBe('Trust in Numbers');
    expect(stats.items.map((s) => s.value)).toEqual(['$20M+', '100+', '99.99%', '24/7']);
    // Each figure is the headline fact it shows, written once in Settings.
    const facts = await getFacts();
    expect(stats.items.map((s) => s.value).slice(0, 3)).toEqual([
      `$${facts.processedPerYearMillions}M+`,
      `${facts.merchantsServed}+`,
      facts.uptime,
    ]);
  });

  it('has three testimonials rated 5, 5 and 4.5', () => {
    const { testimonials } = home;
    expect(testimonials.title).toBe('What Our Clients Say');
    expect(testimonials.items.map((t) => t.rating)).toEqual([5, 5, 4.5]);
  });

  it('carries the seed ratings for structured data', async () => {
    const { businessRating, homeServices } = await getStructuredData();
    expect(businessRating).toEqual({ ratingValue: 4.9, reviewCount: 127 });
    expect(homeServices.find((service) => service.page === '/pos-solutions')?.rating).toEqual({
      discriminant: true,
      value: { ratingValue: 4.8, reviewCount: 89 },
    });
  });

  it('has four carousel slides and the Clover and SwipeSimple cards', () => {
    const { posSolutions } = home;
    expect(posSolutions.slides).toHaveLength(4);
    expect(posSolutions.products.map((p) => p.name)).toEqual(['Clover', 'SwipeSimple']);
    for (const product of posSolutions.products)
      expect(product.action).toEqual({ label: 'Schedule a Demo', href: '#contact' });
    expect(posSolutions.action).toEqual({ label: 'Find the Right POS for Your Business', href: '/pos-solutions' });
  });

  it('sends both merchant-services buttons to the contact section', () => {
    const { merchantServices } = home;
    expect(merchantServices.actions).toEqual([
      { label: 'Start Saving Today', href: '#contact' },
      { label: 'Speak to a Payment Expert', href: '#contact' },
    ]);
    expect(merchantServices.description).toContain('2.3% + 10¢');
  });
});

describe('business identity', () => {
  it('uses phone numbers in the fictional 555-01xx range', () => {
    for (const phone of Object.values(site.phones)) {
      expect(phone.display).toMatch(/555-01\d\d$/);
      expect(phone.e164).toMatch(/^\+1\d{3}55501\d\d$/);
    }
  });

  it('has the seed business hours and an office in Long Island City', () => {
    expect(site.hours.map((h) => h.display)).toEqual(['9:00 AM – 6:00 PM', '10:00 AM – 2:00 PM', 'Closed']);
    expect(site.address.locality).toBe('Long Island City');
    expect(site.social).toHaveLength(4);
  });
});

describe('star rating', () => {
  it('shows floor(rating) full stars plus a half star when fractional', () => {
    expect(starCounts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starCounts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starCounts(4.8)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starCounts(3)).toEqual({ full: 3, half: false, empty: 2 });
  });
});
