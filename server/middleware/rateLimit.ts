// Failed sign-ins counted per account and per client address in a sliding window. Kept in process
// memory: with several servers each enforces its own share, which still caps guessing hard.
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private limits: { perAccount: number; perAddress: number; windowMs: number }) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(email: string, address: string, now = Date.now()): boolean {
    return (
      this.recent(`a:${email}`, now).length >= this.limits.perAccount ||
      this.recent(`ip:${address}`, now).length >= this.limits.perAddress
    );
  }

  fail(email: string, address: string, now = Date.now()): void {
    for (const key of [`a:${email}`, `ip:${address}`]) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100_000) this.failures.clear(); // memory bound under a spray of addresses
  }

  succeed(email: string): void {
    this.failures.delete(`a:${email}`);
  }
}
