import { businessTypesPage } from '@/content/business-types';
import {
  convenienceStorePage,
  ecommercePage,
  gasStationPage,
  restaurantPage,
  retailPage,
  serviceBusinessPage,
} from '@/content/industry-pages';
import type { PageContent } from '@/content/page-sections';
import { cataloguePage } from '@/content/pos-pages/catalogue';
import { cloverPage } from '@/content/pos-pages/clover';
import { curvPage } from '@/content/pos-pages/curv';
import { figurePage } from '@/content/pos-pages/figure';
import { nrsPage } from '@/content/pos-pages/nrs';
import { paxElysPage } from '@/content/pos-pages/pax-elys';
import { petpoojaPage } from '@/content/pos-pages/petpooja';
import { swipeSimplePage } from '@/content/pos-pages/swipe-simple';
import {
  merchantServicesPage,
  paymentProcessingPage,
  productsPage,
  valueAddedServicesPage,
} from '@/content/service-pages';

/** Every product, service, POS and industry page built from sections (the app's pages import their own). */
export const cataloguePages: readonly PageContent[] = [
  productsPage,
  merchantServicesPage,
  paymentProcessingPage,
  valueAddedServicesPage,
  cataloguePage,
  cloverPage,
  figurePage,
  swipeSimplePage,
  nrsPage,
  petpoojaPage,
  curvPage,
  paxElysPage,
  businessTypesPage,
  retailPage,
  restaurantPage,
  convenienceStorePage,
  gasStationPage,
  ecommercePage,
  serviceBusinessPage,
];

const byPath = new Map<string, PageContent>(cataloguePages.map((page) => [page.path, page]));

/** The section-built page (product, service, POS or industry) at this path, if it is one. */
export function pageContent(path: string): PageContent | undefined {
  return byPath.get(path);
}
