import type { Department, HeadcountRange, Seniority } from './enrichment-vocabulary';

/** Each enrichment vendor's confidence for a record, or null when the vendor does not know it. */
export interface Coverage {
  vendor_a: number | null;
  vendor_b: number | null;
}

export interface CompanyRecord {
  company_id: string;
  name: string;
  domain: string;
  industry: string;
  size: HeadcountRange;
  founded_year: number;
  description: string;
  linkedin_url: string;
  hq_location: string;
  coverage: Coverage;
}

/** Only the handles known: `{ twitter: "@x" }`, `{ github: "x" }` or both. */
export interface SocialHandles {
  twitter?: string;
  github?: string;
}

export interface PersonRecord {
  member_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  job_title: string;
  seniority: Seniority;
  department: Department;
  location: string;
  linkedin_url: string;
  email: string | null;
  phone: string | null;
  /** null when no handle is known. */
  social: SocialHandles | null;
  company: CompanyRecord;
  coverage: Coverage;
}

/** A stored confidence in hundredths (30..99), 0 meaning unknown. */
export function confidenceOf(hundredths: number): number | null {
  return hundredths === 0 ? null : hundredths / 100;
}

export function companyDescription(name: string, industry: string, size: HeadcountRange, hq: string): string {
  return `${name} is a ${industry} company based in ${hq}, with ${size} employees.`;
}

export function companyLinkedinUrl(domain: string): string {
  return `https://www.linkedin.com/company/${domain.replace(/\.[^.]+$/, '').replace(/[^a-z0-9]+/g, '-')}`;
}

/** The E.164 number for a calling code and a 32-bit hash: nine national digits, never starting with 0. */
export function phoneOf(callingCode: string, hash: number): string {
  return `+${callingCode}${100_000_000 + (hash % 900_000_000)}`;
}
