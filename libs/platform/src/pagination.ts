export interface PageRequest {
  page: number;
  perPage: number;
  skip: number;
}

/**
 * Deep pages are refused rather than clamped: a page past this can only be a
 * mistake or a scrape, and answering it would cost a long index walk.
 */
export const MAX_PAGE = 100_000;
