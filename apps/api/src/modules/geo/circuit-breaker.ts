/**
 * A circuit breaker for a remote geo service (ADR 018): after `failures` failures in a row the
 * circuit opens and calls fail at once (the proxy then answers from the embedded provider) for
 * `openMs`; the first call after that is a trial, whose success closes the circuit again and whose
 * failure opens it for another `openMs`. `now` is injectable for tests.
 */
export class CircuitBreaker {
  private failuresInRow = 0;
  private openUntil = 0;

  constructor(
    private readonly failures = 3,
    private readonly openMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while calls are refused without trying. */
  isOpen(): boolean {
    return this.failuresInRow >= this.failures && this.now() < this.openUntil;
  }

  /** Runs `call` unless the circuit is open (then throws CircuitOpenError); counts its outcome. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.isOpen()) throw new CircuitOpenError();
    try {
      const result = await call();
      this.failuresInRow = 0;
      return result;
    } catch (error) {
      this.failuresInRow += 1;
      if (this.failuresInRow >= this.failures) this.openUntil = this.now() + this.openMs;
      throw error;
    }
  }
}

/** Thrown by CircuitBreaker.run while the circuit is open. */
export class CircuitOpenError extends Error {
  constructor() {
    super('circuit open');
  }
}
