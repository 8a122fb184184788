import type { ComponentChildren } from 'preact';
import { defineMessages } from './i18n.ts';
import type { View } from './types.ts';

const t = defineMessages({ en: { notSet: 'not set' }, de: { notSet: 'nicht angegeben' } });

/** An object's properties as label and value; an empty value says so in words rather than leaving a gap. */
export function Details(props: { view: View; rows: [label: string, value: ComponentChildren][] }) {
  return (
    <dl class="details">
      {props.rows.map(([label, value]) => (
        <>
          <dt>{label}</dt>
          <dd>
            {value === undefined || value === null || value === '' ? <span class="muted">{t(props.view.lang, 'notSet')}</span> : value}
          </dd>
        </>
      ))}
    </dl>
  );
}
