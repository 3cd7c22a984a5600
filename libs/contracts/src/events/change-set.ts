import { z } from 'zod';

/**
 * `changes` of an update event: each changed field with its value BEFORE the
 * change (the entity in the same event holds the value after it), so
 * automation can evaluate `changed` / `changed_to` (docs/decisions.md "Workflows").
 */
export const fieldChanges = z
  .record(z.string(), z.unknown())
  .meta({ description: 'Each changed field with its previous value; the record in the same event holds the new one.' });
export type FieldChanges = z.infer<typeof fieldChanges>;

/** How many records a bulk or membership event carries (the public `count` field of bulk events). */
export const eventCount = z.number().int().min(0).meta({ description: 'How many records this event carries.' });
