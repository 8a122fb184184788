import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servedOpenApiDocument, sortKeys } from '../helpers/openapi-document.ts';

// The served OpenAPI documents are the interface's contract: a refactoring of the code must not
// change them. After a deliberate change of the interface, refresh the files with
// UPDATE_OPENAPI_SNAPSHOT=1 and review their diff. Keys are compared sorted: the order in which
// route groups register is no part of the contract.
const SNAPSHOTS = [
  { query: '', file: 'openapi-latest.json' },
  { query: '?revision=16.20.7', file: 'openapi-16.20.7.json' },
];

describe('served OpenAPI documents', () => {
  for (const { query, file } of SNAPSHOTS) {
    it(`are unchanged (${file})`, async () => {
      const path = new URL(`../snapshots/${file}`, import.meta.url);
      const served = `${JSON.stringify(sortKeys(await servedOpenApiDocument(query)), null, 1)}\n`;
      if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(path, served);
      expect(served).toBe(fs.readFileSync(path, 'utf8'));
    });
  }
});
