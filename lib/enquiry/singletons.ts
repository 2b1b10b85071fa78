import 'server-only';

/**
 * Every process-wide singleton of the enquiry backend, in one place.
 *
 * Why on globalThis and not in module scope: Next.js loads instrumentation.ts
 * and each route handler as separate bundles, so a module can be evaluated
 * more than once in one server process. The copies must share one outbox
 * worker, one database pool, one rate limiter and one list of the claims
 * this process is sending; a module-level `let` would give each bundle its own.
 *
 * The singletons (keys under Symbol.for, so every bundle finds the same slot):
 *   merchant-site.enquiry.services   the EnquiryServices built from the environment
 *                                    (store, outbox and its worker, limiters; services.ts)
 *   merchant-site.enquiry.claims     which file-store claims this process holds (store/file-claims.ts)
 *   merchant-site.enquiry.uploadGates  how many uploaded files are in memory at once (lib/uploads/gate.ts)
 *
 * Tests replace the services with setEnquiryServices (services.ts); nothing
 * else should touch globalThis.
 */
export type SingletonName = 'services' | 'claims' | 'uploadGates';

function slot(name: SingletonName): symbol {
  return Symbol.for(`merchant-site.enquiry.${name}`);
}

type Holder = typeof globalThis & Record<symbol, unknown>;

/** The process's value for `name`, made by `create` on first use. */
export function processSingleton<T>(name: SingletonName, create: () => T): T {
  const holder = globalThis as Holder;
  const key = slot(name);
  if (holder[key] === undefined) holder[key] = create();
  return holder[key] as T;
}

/** Replaces (or, with undefined, forgets) the process's value for `name`. */
export function replaceProcessSingleton<T>(name: SingletonName, value: T | undefined): void {
  (globalThis as Holder)[slot(name)] = value;
}
