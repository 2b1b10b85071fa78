import 'server-only';
/**
 * The wait before retry number n + 1 (n = failed attempts so far, from 0):
 * 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s until the server takes it. The
 * formula of the original app's data library.
 */
export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(0, Math.floor(failedAttempts));
  // 2^n overflows to Infinity for large n; Math.min still gives the cap.
  return Math.min(1000 * 2 ** n, 30_000);
}
