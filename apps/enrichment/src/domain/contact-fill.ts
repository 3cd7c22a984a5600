import type { ContactEnrichField, EnrichmentFindings } from '@wbk/contracts';

export interface ContactFields {
  job_title: string | null;
  company: string | null;
  linkedin_url: string | null;
}

const isEmpty = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** The contact's empty fields the findings can fill; a field already set is never overwritten. */
export function fieldsToFill(contact: ContactFields, findings: EnrichmentFindings): Partial<Record<ContactEnrichField, string>> {
  const found: Record<ContactEnrichField, string | null | undefined> = {
    job_title: findings.person?.job_title,
    company: findings.company?.name,
    linkedin_url: findings.person?.linkedin_url,
  };
  const fill: Partial<Record<ContactEnrichField, string>> = {};
  for (const field of Object.keys(found) as ContactEnrichField[]) {
    const value = found[field];
    if (isEmpty(contact[field]) && !isEmpty(value)) fill[field] = value!;
  }
  return fill;
}
