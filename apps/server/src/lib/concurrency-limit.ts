// At most `max` jobs at once, at most `maxWaiting` more waiting their turn; beyond that a job is refused at
// once (BusyError) instead of queueing without end. For CPU-heavy work a flood must not be able to pile up.
export class BusyError extends Error {
  constructor() {
    super('too many jobs waiting');
  }
}

export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiting job, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
