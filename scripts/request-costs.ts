// Statements and CPU time per request of the interface's reads and the watched writes, in one
// process through app.inject on the test data set (read cache off unless READ_CACHE_MB is set).
// Figures for reports, not a test; runs under Vitest for the test helpers:
//   COST_REPETITIONS=500 COST_FILTER=authorizations npx vitest run -c scripts/request-costs.config.ts
import { it } from 'vitest';
import { readRoutes, writeRoutes, type CostedRoute } from '../test/helpers/request-costs.ts';
import { countStatements } from '../test/helpers/statement-counter.ts';
import { startWorld } from '../test/helpers/world.ts';

const repetitions = Number(process.env.COST_REPETITIONS ?? 500);
const filter = process.env.COST_FILTER ?? '';
const WARM_UP = 50;

it('prints statements and CPU time per request', async () => {
  const world = await startWorld({ readCacheBytes: Number(process.env.READ_CACHE_MB ?? 0) * 1024 * 1024 });
  const counter = countStatements(world, { trace: !!process.env.COST_TRACE });
  try {
    const routes: CostedRoute[] = [...(await readRoutes(world)), ...(await writeRoutes(world, repetitions + WARM_UP + 1))];
    console.log(`${'route'.padEnd(62)} statements  CPU µs/request`);
    for (const route of routes.filter((r) => r.name.includes(filter))) {
      for (let i = 0; i < WARM_UP; i++) await route.send(i);
      counter.reset();
      await route.send(WARM_UP);
      const statements = counter.statements;
      if (counter.trace) console.log(counter.trace.map((t) => `    ${t.replace(/\(.*\/(src\/[^)]*)\)/, '$1')}`).join('\n'));
      const started = process.cpuUsage();
      for (let i = 0; i < repetitions; i++) await route.send(WARM_UP + 1 + i);
      const used = process.cpuUsage(started);
      const micros = (used.user + used.system) / repetitions;
      console.log(`${route.name.padEnd(62)} ${String(statements).padStart(10)}  ${micros.toFixed(0).padStart(14)}`);
    }
  } finally {
    await world.close();
  }
});
