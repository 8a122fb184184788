import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emptyForm, Field, Form, FORM_ERROR, formErrorsOf, formFields, type FormState } from '../../kernel/admin/forms.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import { clock } from '../../kernel/clock.ts';
import type { Deps } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { shownUtc, toIso } from '../../kernel/time.ts';
import { t } from './admin-keys-messages.ts';
import { activateProduction, findCustomer, getEnvironment, PRODUCTION_ACTIVATION_CREDITS, type CustomerRow } from './service.ts';
import { redeemVoucher, VoucherRedeemingLocked } from './vouchers.ts';

const CREDITS = '/admin/credits';
const credits = PRODUCTION_ACTIVATION_CREDITS;

/** What the credits page shows besides the figures: a refused voucher, a refused activation. */
interface CreditsPageState {
  voucher?: FormState;
  activation?: string;
}

/** Until when redeeming is locked, if it is now (the lock is on the customer, on the service clock). */
const lockedUntil = (customer: CustomerRow): string | undefined =>
  customer.voucher_locked_until && customer.voucher_locked_until > toIso(clock.now()) ? customer.voucher_locked_until : undefined;

function Figures(props: { view: View; customer: CustomerRow }) {
  const { view, customer } = props;
  const until = customer.temporal_credit_until;
  const temporal = !until
    ? t(view.lang, 'none')
    : t(view.lang, until > toIso(clock.now()) ? 'validUntil' : 'expired', { until: shownUtc(until) });
  return (
    <div class="cards">
      <div class="card">
        <p class="muted">{t(view.lang, 'balance')}</p>
        <p class="figure" data-balance>
          {customer.credit_balance}
        </p>
      </div>
      <div class="card">
        <p class="muted">{t(view.lang, 'temporal')}</p>
        <p class="figure" data-temporal>
          {temporal}
        </p>
      </div>
    </div>
  );
}

function Activation(props: { view: View; customer: CustomerRow; activatedAt: string | null; refusal?: string }) {
  const { view, customer, activatedAt } = props;
  const lang = view.lang;
  return (
    <section class="card" aria-labelledby="activation-heading">
      <h2 id="activation-heading">{t(lang, 'activationHeading')}</h2>
      {props.refusal && (
        <p class="error" role="alert">
          {props.refusal}
        </p>
      )}
      {activatedAt ? (
        <p>{t(lang, 'activeSince', { since: shownUtc(activatedAt) })}</p>
      ) : (
        <>
          <p>{t(lang, 'activationIntro', { credits })}</p>
          {customer.credit_balance < credits ? (
            <p>{t(lang, 'insufficient', { credits, balance: customer.credit_balance })}</p>
          ) : (
            <Form view={view} action={`${CREDITS}/activation`}>
              <button type="submit">{t(lang, 'activate')}</button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}

async function creditsPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, state: CreditsPageState = {}, status = 200) {
  const admin = request.admin!;
  const customer = await findCustomer(deps.store.db, admin.customerId);
  const production = await getEnvironment(deps.store.db, admin.customerId, 'PRODUCTION');
  const locked = lockedUntil(customer);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'credits'),
    (view) => {
      const voucher = state.voucher ?? emptyForm();
      return (
        <>
          <Figures view={view} customer={customer} />
          <p>
            <a href="/admin/protocols/credits">{t(view.lang, 'protocolLink')}</a>
          </p>
          <section class="card" aria-labelledby="voucher-heading">
            <h2 id="voucher-heading">{t(view.lang, 'redeemHeading')}</h2>
            {locked && !voucher.errors[FORM_ERROR] && <p class="error">{t(view.lang, 'locked', { until: shownUtc(locked) })}</p>}
            <Form view={view} action={`${CREDITS}/voucher`} state={voucher}>
              <Field state={voucher} name="code" label={t(view.lang, 'code')} hint={t(view.lang, 'codeHint')} autocomplete="off" required />
              <button type="submit">{t(view.lang, 'redeem')}</button>
            </Form>
          </section>
          <Activation view={view} customer={customer} activatedAt={production.activatedAt} refusal={state.activation} />
        </>
      );
    },
    status,
  );
}

/** The confirmation step of the activation: what it costs and what is left. */
function confirmationPage(request: FastifyRequest, reply: FastifyReply, customer: CustomerRow) {
  return sendPage(
    request,
    reply,
    (l) => t(l, 'confirmTitle'),
    (view) => (
      <div class="card">
        <p>{t(view.lang, 'confirmQuestion', { credits })}</p>
        <p>{t(view.lang, 'balanceAfter', { balance: customer.credit_balance - credits, now: customer.credit_balance })}</p>
        <Form view={view} action={`${CREDITS}/activation`}>
          <input type="hidden" name="confirm" value="yes" />
          <div class="actions">
            <button type="submit">{t(view.lang, 'confirmActivate', { credits })}</button>
            <a href={CREDITS}>{t(view.lang, 'cancel')}</a>
          </div>
        </Form>
      </div>
    ),
  );
}

function registerCreditPages(app: FastifyInstance, deps: Deps): void {
  app.get('/credits', (request, reply) => creditsPage(deps, request, reply));

  app.post('/credits/voucher', async (request, reply) => {
    const admin = request.admin!;
    const form = formFields(request.body);
    const lang = admin.language;
    try {
      const redeemed = await redeemVoucher(deps, adminContext(admin).actor, admin.customerId, form.code ?? '');
      const notice =
        redeemed.kind === 'QUANTITY'
          ? t(lang, 'redeemedCredits', { credits: redeemed.credits ?? 0 })
          : t(lang, 'redeemedDays', { days: redeemed.days ?? 0 });
      return redirectWithNotice(request, reply, CREDITS, notice);
    } catch (error) {
      if (error instanceof VoucherRedeemingLocked) {
        const errors = { [FORM_ERROR]: t(lang, 'locked', { until: shownUtc(error.lockedUntil) }) };
        void reply.header('retry-after', String(error.retryAfterSeconds));
        return creditsPage(deps, request, reply, { voucher: { values: {}, errors } }, 429);
      }
      formErrorsOf(error); // only refusals go on to the form; anything else is thrown
      // The wrong code that used up the last try locks at once: say so, with the time it opens.
      const locked = lockedUntil(await findCustomer(deps.store.db, admin.customerId));
      const errors = {
        code: t(lang, 'wrongCode'),
        ...(locked ? { [FORM_ERROR]: t(lang, 'locked', { until: shownUtc(locked) }) } : {}),
      };
      return creditsPage(deps, request, reply, { voucher: { values: form, errors } }, locked ? 429 : 400);
    }
  });

  // Two steps: without `confirm=yes` the POST only asks; a stray or repeated first POST costs nothing.
  app.post('/credits/activation', async (request, reply) => {
    const admin = request.admin!;
    const lang = admin.language;
    const customer = await findCustomer(deps.store.db, admin.customerId);
    try {
      if (formFields(request.body).confirm !== 'yes') {
        if (admin.production.activated) return creditsPage(deps, request, reply, { activation: t(lang, 'alreadyActive') }, 400);
        if (customer.credit_balance < credits) {
          return creditsPage(
            deps,
            request,
            reply,
            { activation: t(lang, 'insufficient', { credits, balance: customer.credit_balance }) },
            403,
          );
        }
        return confirmationPage(request, reply, customer);
      }
      await activateProduction(deps, adminContext(admin).actor, admin.customerId);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const refusal =
        error.code === 'INSUFFICIENT_CREDITS'
          ? t(lang, 'insufficient', { credits, balance: customer.credit_balance })
          : error.code === 'ALREADY_ACTIVATED'
            ? t(lang, 'alreadyActive')
            : error.message;
      return creditsPage(deps, request, reply, { activation: refusal }, error.status);
    }
    return redirectWithNotice(request, reply, CREDITS, t(lang, 'activated'));
  });
}

/** The customer's credits and time-based credit, redeeming vouchers, activating production. */
export const creditPages: AdminPageGroup = {
  nav: [{ href: CREDITS, label: { en: 'Credits and activation', de: 'Credits und Aktivierung' } }],
  register: registerCreditPages,
};
