import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { withDiscriminatorsAsConditions } from '../../../src/kernel/http/serializer-schemas.ts';
import { MediumPagingListSchema, MediumSchema } from '../../../src/modules/media/schemas.ts';

describe('response schemas as the serializers see them', () => {
  it('pick a discriminated branch by its property instead of validating each branch', () => {
    const { $id, anyOf, discriminator, ...conditions } = withDiscriminatorsAsConditions(MediumSchema) as Record<string, unknown>;
    expect([$id, anyOf, discriminator]).toEqual(['Medium', undefined, undefined]);
    expect(conditions).toMatchObject({
      if: { type: 'object', properties: { mediumType: { const: 'PHONE' } }, required: ['mediumType'] },
      then: { $ref: 'Phone' },
      else: { $ref: 'Card' },
    });
    // The published schema is left as documented.
    expect(MediumSchema.anyOf).toHaveLength(2);
  });

  it('leave schemas without a discriminated union the same objects', () => {
    expect(withDiscriminatorsAsConditions(MediumPagingListSchema)).toBe(MediumPagingListSchema);
    const plainUnion = Type.Union([Type.String(), Type.Array(Type.String())]);
    expect(withDiscriminatorsAsConditions(plainUnion)).toBe(plainUnion);
    const nested = Type.Object({ medium: MediumSchema });
    expect((withDiscriminatorsAsConditions(nested) as { properties: { medium: object } }).properties.medium).toHaveProperty('if');
  });
});
