/**
 * The serializers' view of the response schemas. fast-json-stringify picks a branch of an
 * `anyOf` by validating the value against each branch in turn, with all its properties and
 * formats: a page of 20 media cost 20 full validations (a third of the serializer's time went
 * to checking timestamps). A union that names its `discriminator` (media, event details) is
 * handed to the serializer as if/then/else on that one property instead, which picks the same
 * branch by one comparison. The published schemas (OpenAPI) keep the union as documented.
 */

interface Discriminated {
  anyOf: { $ref?: string }[];
  discriminator: { propertyName: string; mapping: Record<string, string> };
}

const converted = new WeakMap<object, unknown>();

export function withDiscriminatorsAsConditions<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object') return schema;
  let result = converted.get(schema) as T | undefined;
  if (result === undefined) {
    result = (isDiscriminated(schema) ? asConditions(schema) : withConvertedChildren(schema)) as T;
    converted.set(schema, result);
  }
  return result;
}

function isDiscriminated(schema: object): schema is Discriminated {
  const candidate = schema as Partial<Discriminated>;
  return Array.isArray(candidate.anyOf) && typeof candidate.discriminator?.propertyName === 'string' && !!candidate.discriminator.mapping;
}

/** A copy only where something below changed, so unchanged schemas stay the objects they were. */
function withConvertedChildren(schema: object): object {
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const [key, child] of Object.entries(schema)) {
    const next = withDiscriminatorsAsConditions(child);
    if (next === child) continue;
    copy ??= Array.isArray(schema) ? [...schema] : { ...schema };
    (copy as Record<string, unknown>)[key] = next;
  }
  return copy ?? schema;
}

/** `if <property> is <value> then <branch> else …`, the last branch unconditional. */
function asConditions(schema: Discriminated): object {
  const { propertyName, mapping } = schema.discriminator;
  const branches = schema.anyOf.map((branch) => ({
    branch,
    value: Object.keys(mapping).find((value) => mapping[value] === branch.$ref || mapping[value].endsWith(`/${branch.$ref}`)),
  }));
  if (branches.some((b) => b.branch.$ref === undefined || b.value === undefined)) return withConvertedChildren(schema);
  const chain = (index: number): object =>
    index === branches.length - 1
      ? branches[index].branch
      : {
          if: { type: 'object', properties: { [propertyName]: { const: branches[index].value } }, required: [propertyName] },
          then: branches[index].branch,
          else: chain(index + 1),
        };
  const rest = Object.entries(schema).filter(([key]) => key !== 'anyOf' && key !== 'discriminator');
  return { ...Object.fromEntries(rest), ...chain(0) };
}
