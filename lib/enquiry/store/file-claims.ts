import 'server-only';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { isDestination, type Destination } from '../destinations';
import { processSingleton } from '../singletons';

/**
 * Who is sending a delivery. A worker claims one by renaming
 * `pending/<id>.<destination>.json` to
 * `sending/<id>.<destination>@<host>@<pid>@<instance>@<nonce>.json`: the
 * rename succeeds for exactly one process, and the new name says who owns it
 * (plus a random tail, so two claims never share a name).
 * After a crash the owner is gone and the claim is stale: it goes back to
 * `pending/`. A claim whose owner may still be sending is left alone, so two
 * processes (the server and `npm run outbox -- flush`) never send one delivery twice.
 * A claim of the single-destination release (`<id>@…`, no destination) is its operations e-mail.
 */

export interface ClaimOwner {
  host: string;
  pid: number;
  /** Random per process: tells this process apart from an earlier one with the same pid (containers restart as pid 1). */
  instance: string;
}

export interface ClaimName extends ClaimOwner {
  id: string;
  destination: Destination;
  /** A claim file of the single-destination release (its content is a whole record). */
  legacy: boolean;
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

/** A new, unique claim file name for a delivery, owned by this process. */
export function claimFileName(id: string, destination: Destination, owner: ClaimOwner = currentOwner()): string {
  // Unique per attempt: two outboxes in one process (or a join that lost the
  // race) must never hold or release each other's claim by its name.
  return `${id}.${destination}@${owner.host}@${owner.pid}@${owner.instance}@${randomBytes(4).toString('hex')}.json`;
}

export function parseClaimFileName(fileName: string): ClaimName | null {
  const match = /^([0-9A-Za-z-]+)(?:\.([a-z-]+))?@([A-Za-z0-9._-]+)@(\d+)@([0-9a-f]+)@[0-9a-f]+\.json$/.exec(fileName);
  if (!match) return null;
  const [, id, destination, host, pid, instance] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  if (destination !== undefined && !isDestination(destination)) return null;
  return {
    id,
    destination: destination ?? 'ops-email',
    legacy: destination === undefined,
    host,
    pid: Number(pid),
    instance,
  };
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
 * Whether a claim can be taken back. This very process (same host, pid and
 * per-boot instance id): stale when it is no longer sending it. Another
 * process on this host: stale when its pid is gone. The same host and pid but
 * another instance id is another process that merely shares the pid (two
 * containers, both pid 1, with one data folder and one host name; or this
 * container before a restart): its pid says nothing, so only age counts, as
 * for another host (a shared volume), long after any send would have timed
 * out.
 */
export function isStaleClaim(claim: ClaimOwner, claimPath: string, ageMs: number, staleAfterMs: number): boolean {
  const { owner, active } = processClaims();
  if (claim.host === owner.host && claim.pid === owner.pid) {
    if (claim.instance === owner.instance) return !active.has(claimPath);
  } else if (claim.host === owner.host && !isProcessAlive(claim.pid)) return true;
  return ageMs > staleAfterMs;
}
