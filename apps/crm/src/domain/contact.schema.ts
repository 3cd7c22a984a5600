import {
  CONTACT_IDENTITY_FIELDS,
  CONTACT_READ_ONLY_FIELDS,
  CONTACT_WRITABLE_FIELDS,
  MISSING_IDENTITY_MESSAGE,
  parseBody,
  contactWriteBody,
  type ContactInput,
} from '@wbk/contracts';
import { bodyError } from '@wbk/platform';

/**
 * The contact body rules beyond its shape: the shape itself is the public
 * contract's (`contactWriteBody` in libs/contracts), parsed here with the same
 * schema the OpenAPI document shows.
 */
export { CONTACT_LIMITS, CONTACT_WRITABLE_FIELDS, MISSING_IDENTITY_MESSAGE, isPlainObject, type ContactField, type ContactInput } from '@wbk/contracts';

const READ_ONLY: ReadonlySet<string> = new Set(CONTACT_READ_ONLY_FIELDS);

function parseContactBody(body: unknown): ContactInput {
  return parseBody(contactWriteBody, body, { readOnlyFields: READ_ONLY });
}

export function parseCreateContact(body: unknown): ContactInput {
  const input = parseContactBody(body);
  if (CONTACT_IDENTITY_FIELDS.every((k) => input[k] === undefined || input[k] === null)) throw bodyError(MISSING_IDENTITY_MESSAGE);
  return input;
}

/** Identity after the merge is checked by the domain, which knows the stored contact. */
export function parsePatchContact(body: unknown): ContactInput {
  const input = parseContactBody(body);
  if (Object.keys(input).length === 0) throw bodyError(`at least one field is required: ${CONTACT_WRITABLE_FIELDS.join(', ')}`);
  return input;
}
