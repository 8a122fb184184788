import type { ComponentChildren } from 'preact';
import { AppError } from '../errors.ts';
import type { View } from './types.ts';

/** What a form shows again after a refusal: the values sent and an error per field. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const emptyForm = (values: Record<string, string> = {}): FormState => ({ values, errors: {} });

/** Errors not tied to one field are shown above the form under this name. */
export const FORM_ERROR = '_form';

/**
 * A service's refusal as errors next to the fields it names (`invalidField('label', …)` names
 * `label`); `fieldOfCode` puts a refusal without field errors (a conflict such as an identifier
 * already taken) next to the field it concerns; anything else that is a client error goes above
 * the form. Server errors are not a form's business and are thrown on.
 */
export function formErrorsOf(error: unknown, fieldOfCode: Record<string, string> = {}): Record<string, string> {
  // Not found is no form's error: the shell answers it with its 404 page (foreign ids included).
  if (!(error instanceof AppError) || error.status >= 500 || error.status === 404) throw error;
  const field = fieldOfCode[error.code];
  if (field) return { [field]: error.message };
  if (error.errors && error.errors.length > 0) {
    return Object.fromEntries(error.errors.map((e) => [e.field.replace(/^\/?(body\/)?/, '').replace(/^\d+\//, ''), e.message]));
  }
  return { [FORM_ERROR]: error.message };
}

/** Reads a urlencoded form's fields as text (a repeated field keeps its last value). */
export function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [name, String([value].flat().at(-1) ?? '').trim()]),
  );
}

export function Form(props: {
  view: View;
  action: string;
  state?: FormState;
  children: ComponentChildren;
  class?: string;
  confirm?: string;
}) {
  const general = props.state?.errors[FORM_ERROR];
  return (
    <form method="post" action={props.action} class={props.class} data-confirm={props.confirm} novalidate>
      <input type="hidden" name="_csrf" value={props.view.csrf} />
      {general && (
        <p class="error" role="alert">
          {general}
        </p>
      )}
      {props.children}
    </form>
  );
}

let fieldSerial = 0;

/** A labelled input with its error (announced to screen readers through aria-describedby). */
export function Field(props: {
  state?: FormState;
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'number' | 'date' | 'tel' | 'search' | 'url';
  value?: string;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  options?: [string, string][];
  multiline?: boolean;
  inputmode?: 'numeric' | 'text';
}) {
  const id = `f-${props.name}-${++fieldSerial % 1000}`;
  const error = props.state?.errors[props.name];
  const value = props.value ?? props.state?.values[props.name] ?? '';
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    required: props.required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': described,
  };
  return (
    <div class={error ? 'field invalid' : 'field'}>
      <label for={id}>{props.label}</label>
      {props.options ? (
        <select {...common}>
          {props.options.map(([v, text]) => (
            <option value={v} selected={v === value}>
              {text}
            </option>
          ))}
        </select>
      ) : props.multiline ? (
        <textarea {...common} rows={4}>
          {value}
        </textarea>
      ) : (
        <input
          {...common}
          // Preact's input types tell the kinds apart by their literal; one element serves them all.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it, the rule disagrees
          type={(props.type ?? 'text') as 'text'}
          value={props.type === 'password' ? '' : value}
          autocomplete={props.autocomplete}
          inputMode={props.inputmode}
        />
      )}
      {props.hint && (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {error && (
        <p class="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A small form that is one button (delete, deactivate, …), optionally asking for confirmation first. */
export function ActionButton(props: {
  view: View;
  action: string;
  label: string;
  /** The button's name for screen readers when a table holds many alike ("Delete area Lobby"). */
  ariaLabel?: string;
  confirm?: string;
  danger?: boolean;
  fields?: Record<string, string>;
}) {
  return (
    <form method="post" action={props.action} class="inline" data-confirm={props.confirm}>
      <input type="hidden" name="_csrf" value={props.view.csrf} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <button type="submit" class={props.danger ? 'danger' : 'secondary'} aria-label={props.ariaLabel}>
        {props.label}
      </button>
    </form>
  );
}

/** A secret shown once (API key, device credential, invitation link) with a copy button. */
export function SecretOnce(props: { label: string; value: string; note: string; copyLabel: string }) {
  return (
    <div class="secret" role="status">
      <p>
        <strong>{props.label}</strong>
      </p>
      <p>
        <code class="secret-value">{props.value}</code>{' '}
        <button type="button" class="secondary" data-copy={props.value}>
          {props.copyLabel}
        </button>
      </p>
      <p class="hint">{props.note}</p>
    </div>
  );
}

/**
 * A labelled checkbox with its error, sent as `on` when ticked. A browser leaves an unticked box
 * out of the form, so the handler must read a missing name as "off" rather than "unchanged".
 */
export function Checkbox(props: { state?: FormState; name: string; label: string; checked?: boolean; hint?: string }) {
  const id = `f-${props.name}-${++fieldSerial % 1000}`;
  const error = props.state?.errors[props.name];
  const checked = props.checked ?? props.state?.values[props.name] === 'on';
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={error ? 'field check invalid' : 'field check'}>
      <input
        type="checkbox"
        id={id}
        name={props.name}
        value="on"
        checked={checked}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
      />
      <label for={id}>{props.label}</label>
      {props.hint && (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {error && (
        <p class="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
