import type { Logger } from '@wbk/platform';
import type { ContactRepository } from '../store/contact.repository';

/** Contacts given their name key per pass. */
export const NAME_KEY_BACKFILL_BATCH = 500;

export interface BackfillNameKeysJobDeps {
  contacts: ContactRepository;
  logger: Logger;
}

/**
 * Contacts stored before lookups by name existed get their name key; until
 * then a lookup by name may miss them. Runs once at start, in the background,
 * and ends when no contact is left without one (the repository remembers that).
 */
export class BackfillNameKeysJob {
  private running: Promise<void> | null = null;

  constructor(private readonly deps: BackfillNameKeysJobDeps) {}

  start(): void {
    this.running = this.run().catch((err: unknown) => this.deps.logger.warn({ err }, 'contact name key backfill failed'));
  }

  /** The passes under way finish; the next start carries on where they stopped. */
  async stop(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    let total = 0;
    for (;;) {
      const set = await this.deps.contacts.backfillNameKeys(NAME_KEY_BACKFILL_BATCH);
      if (set === 0) break;
      total += set;
    }
    if (total > 0) this.deps.logger.info({ contacts: total }, 'contact name keys backfilled');
  }
}
