/**
 * A few seconds' memory of sign-ins found live, so that a member's burst of calls pays the
 * session check once (decision 0014). A revocation is never served from it:
 * - it caches only while the process hears revocations (`LISTEN auth_revoked`, announced by
 *   triggers on `auth_sessions` and `members`, migration 0012); when the listening connection is
 *   lost it is emptied and bypassed until it listens again;
 * - an announcement empties it, and a check that was in flight when one arrived is not stored
 *   (the generation guard), so a stale "live" read cannot outlive the revocation;
 * - the process that revokes forgets the session itself at once (logout, refresh-token reuse, a
 *   member blocked), so its own next request never waits on the announcement's round trip.
 * Only "live" answers are kept; a refused token is checked again every time.
 */
export class LiveSessions {
  private readonly live = new Map<string, { memberId: string; until: number }>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 100_000,
  ) {}

  /** Called by the listener: caching only while revocations are heard. */
  setListening(on: boolean): void {
    this.listening = on;
    this.forgetAll();
  }

  async check(sessionId: string, memberId: string, now: number, load: () => Promise<boolean>): Promise<boolean> {
    if (this.listening) {
      const hit = this.live.get(sessionId);
      if (hit && hit.memberId === memberId && hit.until > now) return true;
    }
    const generation = this.generation;
    const ok = await load();
    if (ok && this.listening && generation === this.generation) {
      if (this.live.size >= this.max) this.live.clear();
      this.live.set(sessionId, { memberId, until: now + this.ttlMs });
    }
    return ok;
  }

  forget(sessionId: string): void {
    this.generation++;
    this.live.delete(sessionId);
  }

  /** Every cached sign-in of one member (blocked by an operator). */
  forgetMember(memberId: string): void {
    this.generation++;
    for (const [sessionId, hit] of this.live) if (hit.memberId === memberId) this.live.delete(sessionId);
  }

  forgetAll(): void {
    this.generation++;
    this.live.clear();
  }
}
