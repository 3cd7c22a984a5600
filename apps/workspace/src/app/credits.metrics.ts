import { CREDIT_REASONS } from '@wbk/contracts';
import { counter } from '@wbk/platform';

/** Reasons come from the CREDIT_REASONS catalog, so the label stays bounded; workspace ids are never labels. */
const charged = counter({ name: 'wbk_credits_charged_total', help: 'Credits captured from workspace balances (charges and captured holds), by reason.', labelNames: ['reason'] });
const charges = counter({ name: 'wbk_credit_charges_total', help: 'Charges and hold captures written to the ledger, by reason.', labelNames: ['reason'] });
for (const reason of CREDIT_REASONS) {
  charged.inc({ reason }, 0);
  charges.inc({ reason }, 0);
}

export function countCharge(reason: string, amount: number): void {
  charged.inc({ reason }, Math.abs(amount));
  charges.inc({ reason });
}
