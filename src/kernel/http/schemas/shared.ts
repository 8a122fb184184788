import type { TSchema } from '@sinclair/typebox';
import { ProblemSchema } from './common.ts';
import { LOCK_SCHEMAS } from '../../../modules/locks/models.ts';
import { MEDIUM_SHARED_SCHEMAS } from '../../../modules/media/schemas.ts';
import { PersonSchema } from '../../../modules/persons/schemas.ts';
import { PROTOCOL_SCHEMAS } from '../../../modules/protocols/schemas.ts';
import { EVENT_SCHEMAS } from '../../../modules/events/schemas.ts';
import { AUTHORIZATION_SHARED_SCHEMAS } from '../../../modules/authorizations/schemas.ts';
import { SendAKeyResponseSchema } from '../../../modules/send-a-key/schemas.ts';
import { DEVICE_SCHEMAS } from '../../../modules/devices/http/schemas.ts';

/**
 * Output models referenced by `Type.Ref`: registered once with Fastify, they become named
 * components of the OpenAPI document. Each capability adds its models here.
 */
export const SHARED_SCHEMAS: TSchema[] = [ProblemSchema, PersonSchema, ...MEDIUM_SHARED_SCHEMAS, ...PROTOCOL_SCHEMAS, ...EVENT_SCHEMAS, ...AUTHORIZATION_SHARED_SCHEMAS, SendAKeyResponseSchema, ...LOCK_SCHEMAS, ...DEVICE_SCHEMAS];
