import { counter } from '@wbk/platform';

const steps = counter({
  name: 'wbk_sequencer_steps_total',
  help: 'Campaign steps the sequencer handled, by outcome: sent, postponed (a later pass retries) or stopped (bounce, unsubscribe).',
  labelNames: ['outcome'],
});
for (const outcome of ['sent', 'postponed', 'stopped']) steps.inc({ outcome }, 0);

export function countStep(outcome: 'sent' | 'postponed' | 'stopped'): void {
  steps.inc({ outcome });
}
