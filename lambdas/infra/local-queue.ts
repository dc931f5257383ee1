import { randomUUID } from 'node:crypto';
import { log, withOwnLogContext } from './logger';

/**
 * A message as the consumer receives it (the fields of an SQS record it reads). A type, not an
 * interface, so it is a record for Powertools' batch processing (infra/partial-batch.ts).
 */
export type QueueRecord = {
  messageId: string;
  body: string;
  attributes: { ApproximateReceiveCount: string };
};

/**
 * The consumer's contract with SQS: the ids of the records that failed (ReportBatchItemFailures);
 * a thrown error fails the whole batch.
 */
export type BatchConsumer = (
  records: QueueRecord[],
) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

export interface LocalQueueSettings {
  batchSize: number;
  /** Batches handled at the same time (the event source's maximum concurrency). */
  maxConcurrency: number;
  /** Receives before a message goes to the dead letters. */
  maxReceiveCount: number;
  /** How long a failed message stays invisible before it is received again. */
  retryDelayMs: number;
}

interface Entry {
  id: string;
  body: string;
  receives: number;
}

/**
 * An in-process stand-in for an SQS queue with a Lambda event source, for the local stack:
 * messages are received in batches, a batch's failed records (or all of them when the consumer
 * throws) come back after the retry delay, and a message received `maxReceiveCount` times
 * without success goes to the dead letters. Work starts after the sender's call returns, as
 * with SQS.
 */
export class LocalQueue {
  private readonly visible: Entry[] = [];
  private readonly deadLetters: Entry[] = [];
  private running = 0;
  private receives = 0;
  private waiting = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly settings: LocalQueueSettings,
    private readonly consume: BatchConsumer,
  ) {}

  send(bodies: readonly string[]): void {
    for (const body of bodies) this.visible.push({ id: randomUUID(), body, receives: 0 });
    setImmediate(() => this.pump());
  }

  /** Messages that failed every receive (the dead-letter queue's content). */
  deadLetterBodies(): string[] {
    return this.deadLetters.map((entry) => entry.body);
  }

  /** How many messages were received so far (each retry counts again). */
  receivedCount(): number {
    return this.receives;
  }

  /** Resolves once nothing is queued, running or waiting for a retry. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.visible.length === 0 && this.running === 0 && this.waiting === 0;
  }

  private pump(): void {
    while (this.running < this.settings.maxConcurrency && this.visible.length > 0) {
      const batch = this.visible.splice(0, this.settings.batchSize);
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
    if (this.isIdle()) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private async run(batch: Entry[]): Promise<void> {
    for (const entry of batch) entry.receives += 1;
    this.receives += batch.length;
    let failed: Set<string>;
    try {
      // A batch runs beside the request that queued it (and other batches), as its own
      // invocation: its log context must not replace the request's.
      const result = await withOwnLogContext(() =>
        this.consume(
          batch.map((entry) => ({
            messageId: entry.id,
            body: entry.body,
            attributes: { ApproximateReceiveCount: String(entry.receives) },
          })),
        ),
      );
      failed = new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier));
    } catch {
      failed = new Set(batch.map((entry) => entry.id));
    }
    for (const entry of batch.filter((candidate) => failed.has(candidate.id))) {
      if (entry.receives >= this.settings.maxReceiveCount) {
        this.deadLetters.push(entry);
        log('error', 'Local queue: message moved to the dead letters', {
          receives: entry.receives,
        });
        continue;
      }
      this.waiting += 1;
      // Unref'd: a retry still due when a test file ends must not hold its process open (the
      // local server stays up by itself).
      setTimeout(() => {
        this.waiting -= 1;
        this.visible.push(entry);
        this.pump();
      }, this.settings.retryDelayMs).unref();
    }
  }
}
