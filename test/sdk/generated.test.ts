import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSdkFiles, SDK_FILES } from '../../scripts/generate-sdk.ts';

// The SDK's document and types are committed so the SDK works without a running service; they
// must be what `npm run sdk:generate` makes from the app now. On a failure, run it and commit.
describe('the generated SDK files', () => {
  it('are up to date with the served OpenAPI document (npm run sdk:generate)', async () => {
    const fresh = await renderSdkFiles();
    const hint = 'out of date: run `npm run sdk:generate` and commit sdk/openapi.json and sdk/src/schema.d.ts';
    expect(fs.readFileSync(SDK_FILES.document, 'utf8') === fresh.document, `sdk/openapi.json ${hint}`).toBe(true);
    expect(fs.readFileSync(SDK_FILES.schema, 'utf8') === fresh.schema, `sdk/src/schema.d.ts ${hint}`).toBe(true);
  });
});

describe('the SDK README', () => {
  it('shows sdk/examples/quickstart.ts verbatim', () => {
    const readme = fs.readFileSync(new URL('../../sdk/README.md', import.meta.url), 'utf8');
    const example = fs.readFileSync(new URL('../../sdk/examples/quickstart.ts', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });
});
