import 'server-only';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { processSingleton } from '../singletons';

/**
 * Who is sending a record. A worker claims a record by renaming
 * `pending/<id>.json` to `sending/<id>@<host>@<pid>@<instance>@<nonce>.json`: the
 * rename succeeds for exactly one process, and the new name says who owns it
 * (plus a random tail, so two claims never share a name).
 * After a crash the owner is gone and the claim is stale: it goes back to
 * `pending/`. A claim whose owner may still be sending is left alone, so two
 * processes (the server and `npm run outbox -- flush`) never send one record twice.
 */

export interface ClaimOwner {
  host: string;
  pid: number;
  /** Random per process: tells this process apart from an earlier one with the same pid (containers restart as pid 1). */
  instance: string;
}

export interface Claim extends ClaimOwner {
  id: string;
}

interface ProcessClaims {
  owner: ClaimOwner;
  /** Claim file paths this process is sending right now. */
  active: Set<string>;
}

/**
 * Process-wide, not module-wide (see singletons.ts): all copies of this
 * module in one server must agree on what this process is sending.
 */
function processClaims(): ProcessClaims {
  return processSingleton<ProcessClaims>('claims', () => ({
    owner: {
      host: os.hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host',
      pid: process.pid,
      instance: randomBytes(4).toString('hex'),
    },
    active: new Set(),
  }));
}

export function currentOwner(): ClaimOwner {
  return processClaims().owner;
}

/** A new, unique claim file name for record `id`, owned by this process. */
export function claimFileName(id: string, owner: ClaimOwner = currentOwner()): string {
  // Unique per attempt: two outboxes in one process (or a join that lost the
  // race) must never hold or release each other's claim by its name.
  return `${id}@${owner.host}@${owner.pid}@${owner.instance}@${randomBytes(4).toString('hex')}.json`;
}

export function parseClaimFileName(fileName: string): Claim | null {
  const match = /^([0-9A-Za-z-]+)@([A-Za-z0-9._-]+)@(\d+)@([0-9a-f]+)@[0-9a-f]+\.json$/.exec(fileName);
  if (!match) return null;
  const [, id, host, pid, instance] = match as unknown as [string, string, string, string, string];
  return { id, host, pid: Number(pid), instance };
}

/** Mark a claim file as being sent by this process (before the rename, so no check can see it unowned). */
export function holdClaim(claimPath: string): void {
  processClaims().active.add(claimPath);
}

export function releaseClaim(claimPath: string): void {
  processClaims().active.delete(claimPath);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a claim can be returned to `pending/`. Same host: stale when its
 * process is gone, or when it is this very process but no longer sending it.
 * Another host (a shared volume): only by age, long after any send would
 * have timed out.
 */
export function isStaleClaim(claim: Claim, claimPath: string, ageMs: number, staleAfterMs: number): boolean {
  const { owner, active } = processClaims();
  if (claim.host === owner.host) {
    if (claim.pid === owner.pid) return !active.has(claimPath);
    if (!isProcessAlive(claim.pid)) return true;
  }
  return ageMs > staleAfterMs;
}
