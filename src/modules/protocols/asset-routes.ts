import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sampleFields } from './samples.ts';
import { LANGUAGE_TAGS, type LanguageTag } from './languages.ts';
import { escapeHtml, translateDetails, translateEventType, type ProtocolKind } from './translate.ts';
import { PROTOCOL_EXAMPLE_PATH, PROTOCOL_STYLESHEET_PATH } from './schemas.ts';

const STYLESHEET_FILE = path.join(import.meta.dirname, 'static', 'protocol.css');
/** The stylesheet that protocol texts are written for (also shown on the interface's /docs page). */
export function protocolStylesheet(): string {
  return fs.readFileSync(STYLESHEET_FILE, 'utf8');
}

const EXAMPLE_LOCK = 'C0A1B2C3D4E5';

/** Entries shown on the example page: a few of each protocol, with all their placeholders filled. */
const EXAMPLES: [ProtocolKind, string][] = [
  ['lock', 'UNLOCKING_SUCCESSFUL'],
  ['lock', 'UNLOCKING_FAILED_BLACKLISTED'],
  ['lock', 'CYLINDER_SYNCHRONIZATION_AS_PROXY_APP_FAILED'],
  ['lock', 'MANUAL_PERMANENT_OPENING_STARTED'],
  ['system', 'CREATE_PERSON'],
  ['system', 'ASSIGN_CYLINDER_TO_AREA'],
  ['system', 'QUANTITY_CREDIT_ADDED'],
];

/** An entry of the type with every placeholder of the languages filled, translated as the interface would. */
export function exampleEntry(kind: ProtocolKind, type: string, languages: readonly LanguageTag[]) {
  const fields = sampleFields(kind, type, {}, languages);
  return {
    fields,
    names: translateEventType(kind, type, languages),
    details: translateDetails(kind, type, fields, languages, { cylinderNumber: EXAMPLE_LOCK }),
  };
}

function examplePage(): string {
  const sections = EXAMPLES.map(([kind, type]) => {
    const { fields, names, details } = exampleEntry(kind, type, LANGUAGE_TAGS);
    const rows = LANGUAGE_TAGS.map((tag) => `<tr><th>${tag}</th><td>${escapeHtml(names[tag])}</td><td>${details[tag]}</td></tr>`).join(
      '\n',
    );
    return `<h2>${kind} protocol: <code>${type}</code></h2>
<p>fields: <code>${escapeHtml(JSON.stringify(fields))}</code></p>
<table><thead><tr><th>language</th><th>event.translations</th><th>details.translations</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Protocol texts rendered with ${PROTOCOL_STYLESHEET_PATH}</title>
<link rel="stylesheet" href="${PROTOCOL_STYLESHEET_PATH}">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:72rem}table{border-collapse:collapse;margin-bottom:2rem}
th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body>
<h1>Protocol texts, rendered</h1>
<p>The <code>translations</code> of protocol entries carry markup with the CSS classes of
<a href="${PROTOCOL_STYLESHEET_PATH}"><code>${PROTOCOL_STYLESHEET_PATH}</code></a>. Include that stylesheet (or your own
rules for the same classes) where you show the texts. Below: entries in all 11 languages, as the interface returns them.</p>
${sections}
</body></html>
`;
}

/**
 * The stylesheet for protocol texts and a page showing them rendered; public (no API key), so a
 * browser can load them next to the texts.
 */
export function registerProtocolAssets(app: FastifyInstance): void {
  let stylesheet: string | undefined;
  let page: string | undefined;
  app.get(PROTOCOL_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) => {
    stylesheet ??= protocolStylesheet();
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet);
  });
  app.get(PROTOCOL_EXAMPLE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    page ??= examplePage();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
