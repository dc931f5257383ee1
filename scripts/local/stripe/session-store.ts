import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalCheckoutSession } from './sessions';

/**
 * Checkout Sessions of the local Stripe server: in memory, and (with a file) written through
 * to disk so a restart of `npm start` keeps open and paid sessions.
 */
export class SessionStore {
  private readonly sessions = new Map<string, LocalCheckoutSession>();

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

  save(session: LocalCheckoutSession): void {
    this.sessions.set(session.id, session);
    this.persist();
  }

  private persist(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.sessions.values()]));
    renameSync(temporary, this.file);
  }
}
