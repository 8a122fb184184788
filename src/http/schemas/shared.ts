import type { TSchema } from '@sinclair/typebox';
import { ProblemSchema } from './common.ts';
import { PersonSchema } from './person.ts';

/**
 * Output models referenced by `Type.Ref`: registered once with Fastify, they become named
 * components of the OpenAPI document. Each capability adds its models here.
 */
export const SHARED_SCHEMAS: TSchema[] = [ProblemSchema, PersonSchema];
