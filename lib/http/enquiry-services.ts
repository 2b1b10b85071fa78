import { env, type Env } from '@/lib/env';
import { createOutboxFromEnv, getDefaultOutbox, type Outbox } from '@/lib/outbox';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/**
 * What the enquiry endpoints work with. Built from the environment on first
 * use; tests put their own in place (an outbox on a temporary folder and a
 * test SMTP server) with setEnquiryServices.
 */
export interface EnquiryServices {
  outbox: Outbox;
  siteUrl: string;
  contactLimiter: RateLimiter;
  newsletterLimiter: RateLimiter;
  /** How long a request waits for the first delivery attempt before answering 202 'queued'. */
  deliveryWaitMs: number;
}

export const defaultDeliveryWaitMs = 2_000;

export function createEnquiryServices(
  config: Env,
  overrides: Partial<EnquiryServices> & { outbox?: Outbox } = {},
): EnquiryServices {
  return {
    outbox: overrides.outbox ?? createOutboxFromEnv(config),
    siteUrl: config.siteUrl,
    contactLimiter: createRateLimiter({ limit: config.rateLimitPerMinute }),
    newsletterLimiter: createRateLimiter({ limit: config.rateLimitPerMinute }),
    deliveryWaitMs: defaultDeliveryWaitMs,
    ...overrides,
  };
}

const servicesKey = Symbol.for('merchant-site.enquiry-services');
type Holder = typeof globalThis & { [servicesKey]?: EnquiryServices };

export function getEnquiryServices(): EnquiryServices {
  const holder = globalThis as Holder;
  holder[servicesKey] ??= createEnquiryServices(env, { outbox: getDefaultOutbox() });
  return holder[servicesKey];
}

/** For tests: use these services; `undefined` goes back to the environment's. */
export function setEnquiryServices(services: EnquiryServices | undefined): void {
  (globalThis as Holder)[servicesKey] = services;
}
