import { AppError, invalidField } from '../errors.ts';

/** Field pointers of a list update (`/0/firstName`) as they are in a one-object body (`/firstName`). */
const ofTheObject = (field: string) => field.replace(/^\/0(?=\/|$)/, '') || '/';

/** Runs a list update for one object: its answer is the one object, its errors name the object's fields. */
export async function updateOne<In, Out>(item: In, update: (items: In[]) => Promise<Out[]>): Promise<Out> {
  try {
    const [updated] = await update([item]);
    return updated;
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors) throw error;
    const errors = error.errors.map((e) => ({ ...e, field: ofTheObject(e.field) }));
    throw new AppError(error.status, error.code, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  }
}

/**
 * Runs a list update for a body that is one object or a list (see `OneOrMany`): one object in
 * answers one object out, a list answers a list.
 */
export function oneOrMany<In, Out>(body: In | In[], update: (items: In[]) => Promise<Out[]>): Promise<Out | Out[]> {
  return Array.isArray(body) ? update(body) : updateOne(body, update);
}

/** The object of a `PUT …/{id}`: its id comes from the path; a different one in the body is refused. */
export function withPathId<T extends { id?: number }>(body: T, id: number): T & { id: number } {
  if (body.id !== undefined && body.id !== null && body.id !== id)
    throw invalidField('/id', `must be ${id}, the id in the path, or absent`);
  return { ...body, id };
}
