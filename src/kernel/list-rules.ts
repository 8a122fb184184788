import { badRequest } from './errors.ts';

/** A list request naming the same object twice is ambiguous; refuse it before touching anything. */
export function assertDistinct(ids: number[], fieldInItem: string): void {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (seen.has(id)) {
      const field = fieldInItem ? `/${index}/${fieldInItem}` : `/${index}`;
      throw badRequest('DUPLICATE_ID', `id ${id} appears more than once in the list`, [{ field, message: `duplicate id ${id}` }]);
    }
    seen.add(id);
  });
}
