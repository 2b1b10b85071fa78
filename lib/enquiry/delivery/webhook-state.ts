import 'server-only';
import { destinations, type Destination } from '../destinations';
import type { EnquiryStore } from '../store/store';
import { webhookTarget } from '../webhook/sign';
import type { WebhookSettings } from './send';

/**
 * Whether this process sends webhooks: only when WEBHOOK_URL is configured
 * here and its receiver has not answered 410 Gone. The 410 is a mark in the
 * store, so every instance stops; it names the receiver's URL, so a new
 * WEBHOOK_URL starts again and gets every waiting delivery.
 */
export interface WebhookState {
  /** Whether WEBHOOK_URL and WEBHOOK_SECRET are set in this process. */
  readonly configured: boolean;
  /** Whether the store's mark is still to be read (never when no webhook is configured). */
  readonly unknown: boolean;
  /** Reads the store's mark again (each drain does). */
  refresh(): Promise<void>;
  /** The destinations this process serves now: the webhook only when configured here and not disabled. */
  served(): Destination[];
  /** The receiver said it is gone for good: stop sending to it, keep every delivery for a new URL. */
  disable(reason: string, at: Date): Promise<void>;
}

export function createWebhookState(
  store: EnquiryStore,
  webhook: WebhookSettings | undefined,
  log: Pick<Console, 'error'>,
): WebhookState {
  /** Whether the webhook's receiver answered 410 Gone (read from the store at each drain). */
  let disabled: boolean | undefined;
  return {
    configured: webhook !== undefined,
    get unknown() {
      return webhook !== undefined && disabled === undefined;
    },
    async refresh() {
      if (!webhook) return;
      const mark = await store.disabled('webhook');
      disabled = mark !== null && mark.target === webhookTarget(webhook.url);
    },
    served: () => destinations.filter((d) => d !== 'webhook' || (webhook !== undefined && disabled === false)),
    async disable(reason, at) {
      if (!webhook) return;
      await store.disable('webhook', { target: webhookTarget(webhook.url), at: at.toISOString(), reason });
      disabled = true;
      log.error(
        `[outbox] WEBHOOK DISABLED: the receiver at ${new URL(webhook.url).origin} answered 410 Gone. No webhook is sent until WEBHOOK_URL names another receiver; the waiting deliveries are kept and go to it then.`,
      );
    },
  };
}
