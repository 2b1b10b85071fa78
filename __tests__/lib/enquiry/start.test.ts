/** @jest-environment node */
import { retentionWarning } from '@/lib/enquiry/start';

describe('the start-up warning about retention', () => {
  it('warns on a serverless platform with a store but no CRON_SECRET: nothing would ever be pruned', () => {
    expect(retentionWarning({ cronSecret: undefined }, true, false)).toMatch(/WARNING: no CRON_SECRET.*never removed/);
  });

  it('stays quiet when the worker runs, when CRON_SECRET is set, or when nothing is stored', () => {
    expect(retentionWarning({ cronSecret: undefined }, true, true)).toBeNull();
    expect(retentionWarning({ cronSecret: 'a-random-secret-of-32-characters' }, true, false)).toBeNull();
    expect(retentionWarning({ cronSecret: undefined }, false, false)).toBeNull();
  });
});
