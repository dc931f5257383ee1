import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalCheckoutSession } from './sessions';

/** How long a POST's Idempotency-Key answers the same (Stripe keeps keys 24 hours). */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Checkout Sessions of the local Stripe server: in memory, and (with a file) written through
 * to disk so a restart of `npm start` keeps open and paid sessions (and their refunds).
 */
export class SessionStore {
  private readonly sessions = new Map<string, LocalCheckoutSession>();
  private readonly answers = new Map<string, { body: unknown; at: number }>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalCheckoutSession[];
        for (const session of saved) this.sessions.set(session.id, session);
      } catch (error) {
        console.error(`Ignoring unreadable session file ${file}: ${String(error)}`);
      }
    }
  }

  get(id: string): LocalCheckoutSession | undefined {
    return this.sessions.get(id);
  }

  /** The paid session behind a payment intent (`pi_...`). */
  byPaymentIntent(paymentIntent: string): LocalCheckoutSession | undefined {
    for (const session of this.sessions.values()) {
      if (session.payment_intent === paymentIntent) return session;
    }
    return undefined;
  }

  all(): LocalCheckoutSession[] {
    return [...this.sessions.values()];
  }

  save(session: LocalCheckoutSession): void {
    this.sessions.set(session.id, session);
    this.persist();
  }

  /** The earlier answer to a POST with this Idempotency-Key, as Stripe replays it. */
  answerFor(key: string): unknown {
    const answer = this.answers.get(key);
    if (!answer || Date.now() - answer.at > IDEMPOTENCY_KEY_LIFETIME_MS) return undefined;
    return answer.body;
  }

  rememberAnswer(key: string, body: unknown): void {
    this.answers.set(key, { body, at: Date.now() });
  }

  private persist(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.sessions.values()]));
    renameSync(temporary, this.file);
  }
}
