import type { TSchema } from '@sinclair/typebox';
import { ProblemSchema } from './common.ts';
import { LOCK_SCHEMAS } from './lock-models.ts';
import { MEDIUM_SHARED_SCHEMAS } from './medium.ts';
import { PersonSchema } from './person.ts';
import { PROTOCOL_SCHEMAS } from './protocol.ts';
import { EVENT_SCHEMAS } from './event.ts';
import { AUTHORIZATION_SHARED_SCHEMAS } from './authorization.ts';
import { SendAKeyResponseSchema } from './send-a-key.ts';
import { DEVICE_SCHEMAS } from './device.ts';

/**
 * Output models referenced by `Type.Ref`: registered once with Fastify, they become named
 * components of the OpenAPI document. Each capability adds its models here.
 */
export const SHARED_SCHEMAS: TSchema[] = [ProblemSchema, PersonSchema, ...MEDIUM_SHARED_SCHEMAS, ...PROTOCOL_SCHEMAS, ...EVENT_SCHEMAS, ...AUTHORIZATION_SHARED_SCHEMAS, SendAKeyResponseSchema, ...LOCK_SCHEMAS, ...DEVICE_SCHEMAS];
