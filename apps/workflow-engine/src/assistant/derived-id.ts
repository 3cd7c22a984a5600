// Kept as the assistant's import path; the function is shared with enrichment through @wbk/platform.
export { derivedUuid } from '@wbk/platform';
