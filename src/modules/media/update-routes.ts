import { Type, type TObject } from '@sinclair/typebox';
import { updateCards, type CardUpdate } from './cards.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import { requireMediumRow } from './service.ts';
import { updatePhones, type PhoneUpdate } from './phones.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { updateOne, withPathId } from '../../kernel/http/one-or-many.ts';
import { validationError } from '../../kernel/http/problem.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import { CARD_ALIASES, CardUpdateSchema, MediumSchema, PHONE_ALIASES, PhoneUpdateSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { compileBodyValidator } from '../../kernel/http/validation.ts';

/** The update schema with the id optional: `PUT /v1/media/{mediumId}` takes it from the path. */
const withOptionalId = (schema: TObject) => Type.Object({ ...schema.properties, id: Type.Optional(Id) }, { additionalProperties: false });

/** The body is checked against the schema of the stored medium's type, so the route accepts either. */
const PhoneBody = withOptionalId(PhoneUpdateSchema);
const CardBody = withOptionalId(CardUpdateSchema);
const MediumUpdateBody = Type.Union([PhoneBody, CardBody], {
  description:
    'The whole medium as read: Phone fields for a phone, Card fields for a card or key tag (`mobileNumber` is accepted for `phoneNumber`).',
});
const validatePhone = compileBodyValidator(PhoneBody);
const validateCard = compileBodyValidator(CardBody);

/**
 * The specification's single-medium update: the stored medium's type decides whether the body
 * is a phone or a card update; both then follow the rules of `PUT /v1/media/phones` and `/cards`.
 */
async function updateMedium(deps: Deps, ctx: RequestContext, body: { id: number }) {
  const row = await requireMediumRow(deps.store.db, ctx, body.id);
  const validate = row.medium_type === 'PHONE' ? validatePhone : validateCard;
  if (!validate(body)) throw validationError(validate.errors as never);
  const medium = withoutEmpty(body as Record<string, unknown>);
  return row.medium_type === 'PHONE'
    ? updateOne(medium as unknown as PhoneUpdate, (phones) => updatePhones(deps, ctx, phones))
    : updateOne(medium as unknown as CardUpdate, (cards) => updateCards(deps, ctx, cards));
}

export function registerMediumUpdateRoutes(app: ApiApp, deps: Deps, tags: string[]): void {
  const config = { bodyAliases: { ...PHONE_ALIASES, ...CARD_ALIASES } };
  const response = { 200: Type.Ref(MediumSchema), ...problemResponses(400, 404, 409) };

  app.put(
    '/v1/media',
    {
      config,
      schema: {
        tags,
        operationId: 'updateMedium',
        summary: "Updates one whole medium of any type with its current version (the specification's form)",
        body: MediumUpdateBody,
        response,
      },
    },
    (request) => {
      const body = request.body;
      if (body.id === undefined)
        throw validationError([{ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'id' } }]);
      return updateMedium(deps, request.ctx, body as { id: number });
    },
  );

  app.put(
    '/v1/media/:mediumId',
    {
      config: { ...config, ifMatch: true },
      schema: {
        tags,
        operationId: 'updateMediumById',
        summary: 'Updates one whole medium of any type with its current version; the id comes from the path',
        params: Type.Object({ mediumId: Id }),
        body: MediumUpdateBody,
        response,
      },
    },
    (request) => updateMedium(deps, request.ctx, withPathId(request.body, request.params.mediumId)),
  );
}
