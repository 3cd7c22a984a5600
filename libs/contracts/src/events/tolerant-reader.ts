import { z } from 'zod';

/** The parts of zod's definitions this walk rebuilds; any other kind is a leaf, kept as it is. */
type Def = z.core.$ZodTypeDef & {
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};

/**
 * The same schema, except that no object in it refuses a key it does not
 * declare. Records are closed in the contract (the document says exactly what
 * is sent), but a consumer must not refuse an event because its publisher was
 * deployed first with one more field: it checks every field it can read, and
 * nothing else (a tolerant reader). Checks, messages and metadata are kept.
 */
export function tolerant(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as Def;
  const clone = (changes: Partial<Def>) => schema.clone({ ...def, ...changes } as z.core.$ZodTypeDef);
  switch (def.type) {
    case 'object':
      return clone({ shape: Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, tolerant(field)])), catchall: z.unknown() } as Partial<Def>);
    case 'array':
      return clone({ element: tolerant(def.element!) });
    case 'optional':
    case 'nullable':
      return clone({ innerType: tolerant(def.innerType!) });
    case 'union':
      return clone({ options: def.options!.map(tolerant) });
    case 'record':
      return clone({ valueType: tolerant(def.valueType!) });
    default:
      return schema;
  }
}
