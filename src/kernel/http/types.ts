import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { RequestContext } from '../context.ts';
import type { AliasMap } from './aliases.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Environment and actor of an authenticated interface request. */
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Specification names accepted for wire names in this route's body. */
    bodyAliases?: AliasMap;
    /**
     * GET answers of the interface are cached per environment and URL while the environment's data
     * is unchanged (see read-cache.ts); `false` for the few whose answer is not a function of that.
     */
    readCache?: false;
    /** Lists in this route's body may be longer than MAX_LIST_ITEMS (a lock's buffered protocol). */
    maxListItems?: number;
  }
}

/** The Fastify instance routes are written against: TypeBox schemas give types and validation. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
