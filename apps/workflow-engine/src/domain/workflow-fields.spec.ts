import { CONDITION_FIELD_DOCS, UPDATABLE_FIELD_DOCS, type DocumentedFieldKind } from '@wbk/contracts';
import { CONDITION_FIELDS, UPDATABLE_FIELDS, type FieldKind } from './workflow-fields';
import { ENTITY_TYPES } from './workflow-types';

/** The field lists the OpenAPI document shows must be the ones this matrix enforces. */
function documented(kind: FieldKind): DocumentedFieldKind {
  switch (kind.kind) {
    case 'string':
      return 'text';
    case 'array':
      return 'list';
    case 'enum':
      return kind.values;
    case 'any':
      throw new Error('custom fields are documented in words, not listed');
    default:
      return kind.kind;
  }
}

const asDocs = (fields: Record<string, FieldKind>) => Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, documented(kind)]));

describe('the documented workflow field matrix', () => {
  it.each(ENTITY_TYPES)('lists the condition fields of %s with their kinds', (entity) => {
    expect(CONDITION_FIELD_DOCS[entity]).toEqual(asDocs(CONDITION_FIELDS[entity]));
  });

  it.each(ENTITY_TYPES)('lists the fields update_field may write on %s with their kinds', (entity) => {
    expect(UPDATABLE_FIELD_DOCS[entity]).toEqual(asDocs(UPDATABLE_FIELDS[entity]));
  });
});
