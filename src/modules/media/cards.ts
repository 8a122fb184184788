import { badRequest, conflict, invalidField } from '../../kernel/errors.ts';
import { normalizeCardUid } from './card-uid.ts';
import { isValidDate } from '../../kernel/time.ts';
import type { CardForm } from '../../kernel/db/schema.ts';
import { inTransaction, type Deps, type RequestContext } from '../../kernel/context.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';
import { commonUpdateColumns, mediumToUpdate, saveMediumUpdate, type MediumUpdate } from './updates.ts';
import { insertMediumRow, mediumEventFields, mediumEventRef, mediumToWire, type Card } from './service.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

export interface CardUpdate extends MediumUpdate {
  /** Read-only: echoing the served value is fine, anything else is refused. */
  cardUid?: string;
}

/** PUT /v1/media/cards: whole cards (and key tags) with the version read; cardUid can never change. */
export function updateCards(deps: Deps, ctx: RequestContext, cards: CardUpdate[]): Promise<Card[]> {
  assertDistinct(
    cards.map((c) => c.id),
    'id',
  );
  return inTransaction(deps, async (tx) => {
    const updated: Card[] = [];
    for (const [index, card] of cards.entries()) {
      const row = await mediumToUpdate(tx, ctx, 'CARD', card, index);
      const served = (mediumToWire(row) as Card).cardUid;
      if (card.cardUid !== undefined && card.cardUid !== served) {
        throw badRequest('CARD_UID_READ_ONLY', `card ${row.id}: cardUid is read-only and cannot be changed through the interface`, [
          { field: `/${index}/cardUid`, message: 'read-only; send the value served or leave it out' },
        ]);
      }
      const saved = await saveMediumUpdate(tx, ctx, row, card.version, commonUpdateColumns(card));
      updated.push(mediumToWire(saved) as Card);
    }
    return updated;
  });
}

export interface RfidRegistration {
  form: CardForm;
  /** The medium identifier printed on the card or key tag (≤16 characters). */
  identifier: string;
  /** Card generation, e.g. J80K+D08K. */
  designation: string;
  /** yyyy-mm-dd */
  productionDate: string;
  uid?: string;
  name?: string;
}

const IDENTIFIER = /^[A-Za-z0-9-]{1,16}$/;

/** The forms of an RFID medium, in the order the web administration offers them. */
export const CARD_FORMS: readonly CardForm[] = ['CARD', 'KEY_TAG'];

/**
 * Registers a card or key tag (administration only: the interface cannot add RFID media). The
 * identifier is unique within the environment.
 */
export function registerRfidMedium(deps: Deps, ctx: RequestContext, input: RfidRegistration): Promise<Card> {
  if (!CARD_FORMS.includes(input.form)) throw invalidField('form', `one of ${CARD_FORMS.join(', ')}`);
  if (!IDENTIFIER.test(input.identifier)) throw invalidField('identifier', '1 to 16 letters, digits or dashes');
  if (!input.designation.trim() || input.designation.length > 20) throw invalidField('designation', '1 to 20 characters, e.g. J80K+D08K');
  if (!isValidDate(input.productionDate)) throw invalidField('productionDate', 'a date yyyy-mm-dd');
  const uid = input.uid === undefined ? undefined : normalizeCardUid(input.uid);
  if (input.uid !== undefined && !uid) throw invalidField('uid', '4, 7 or 10 bytes in hex (8, 14 or 20 hex digits)');
  if (input.name !== undefined && input.name.length > 50) throw invalidField('name', 'at most 50 characters');
  return inTransaction(deps, async (tx) => {
    const taken = await tx
      .selectFrom('media')
      .select('id')
      .where('environment_id', '=', ctx.env.id)
      .where('medium_identifier', '=', input.identifier)
      .executeTakeFirst();
    if (taken) throw conflict('MEDIUM_IDENTIFIER_TAKEN', `medium ${taken.id} already has the identifier ${input.identifier}`);
    const row = await insertMediumRow(tx, ctx, {
      medium_type: 'CARD',
      card_form: input.form,
      name: input.name ?? null,
      medium_identifier: input.identifier,
      card_uid: uid ?? null,
      designation: input.designation.trim().toUpperCase(),
      production_date: input.productionDate,
    });
    await recordSystemEvent(tx, ctx, {
      type: 'ASSIGN_KEY_CARD_TO_CUSTOMER_SUCCESS',
      fields: mediumEventFields(row, { cardForm: input.form }),
      ...mediumEventRef(row),
    });
    return mediumToWire(row) as Card;
  });
}
