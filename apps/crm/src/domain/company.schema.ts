import { COMPANY_READ_ONLY_FIELDS, COMPANY_WRITABLE_FIELDS, companyCreateBody, companyPatchBody, parseBody, type CompanyInput, type CompanyPatch } from '@wbk/contracts';
import { bodyError } from '@wbk/platform';

/**
 * The company bodies as the CRM reads them: the shape is the public
 * contract's (`companyCreateBody`, `companyPatchBody` in libs/contracts),
 * parsed with the same schemas the OpenAPI document shows.
 */
export type { CompanyInput, CompanyPatch } from '@wbk/contracts';

const READ_ONLY: ReadonlySet<string> = new Set(COMPANY_READ_ONLY_FIELDS);

export function parseCreateCompany(body: unknown): CompanyInput {
  return parseBody(companyCreateBody, body, { readOnlyFields: READ_ONLY });
}

export function parsePatchCompany(body: unknown): CompanyPatch {
  const input = parseBody(companyPatchBody, body, { readOnlyFields: READ_ONLY });
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${COMPANY_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
