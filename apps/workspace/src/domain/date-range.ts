import { AppError } from '@wbk/platform';

/**
 * Audit-log date filters: each bound's form and the instant it stands for are
 * the public contract's (`auditLogListQuery` in libs/contracts: a date alone
 * covers the whole UTC day); their order is checked here.
 */
export { parseDateBound, type DateBound as Bound } from '@wbk/contracts';

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/** 400 invalid_date_range (an error of the listAuditLogs operation) when from_date is after to_date; call it once every parameter is known to be well formed. */
export function assertOrderedRange(range: DateRange, fromRaw: string | undefined, toRaw: string | undefined): void {
  if (range.from && range.to && range.from.getTime() > range.to.getTime()) {
    throw new AppError('invalid_date_range', `from_date (${fromRaw}) is after to_date (${toRaw}); give a from_date on or before the to_date`, {
      from_date: fromRaw,
      to_date: toRaw,
    });
  }
}
