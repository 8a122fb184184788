import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ANSWER_BOUND_MS, fuzz, type FuzzTarget } from '../fuzz/openapi-fuzzer.ts';
import { ok } from '../helpers/devices.ts';
import { startWorld, type World } from '../helpers/world.ts';

// A bounded, repeatable share of the fuzzing `npm run fuzz` does at length with a random seed
// (scripts/fuzz.mjs sets FUZZ_SEED and FUZZ_REQUESTS).
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);

let world: World;
let app: FastifyInstance;
const routes: RouteOptions[] = [];
let deviceToken: string;
beforeAll(async () => {
  world = await startWorld();
  // An app of its own on the world's database, to see the routes the document leaves out.
  app = await buildApp(world.deps, { routeObserver: (route) => routes.push(route) });
  const [lock] = (await ok(world, 'GET', '/v1/locks?limit=1')).lockList;
  deviceToken = (await ok(world, 'POST', `/v1/simulator/locks/${lock.id}/credential`)).deviceToken;
});
afterAll(async () => {
  await app.close();
  await world.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    `answers ${REQUESTS} odd requests without a 5xx, each error a problem naming its fields, nothing written by a refusal`,
    async () => {
      const target: FuzzTarget = {
        app,
        store: world.deps.store,
        environmentId: world.a.test.id,
        apiKey: world.a.testKey,
        deviceToken,
        routes,
      };
      const counts = await fuzz(target, {
        seed: SEED,
        requests: REQUESTS,
        onProgress: (done) => done % 10_000 === 0 && console.log(`fuzz: ${done} requests`),
      });
      console.log(
        `fuzz seed ${counts.seed}: ${counts.requests} requests ${JSON.stringify(counts.byClass)}, 5xx ${counts.serverErrors.length}, ` +
          `partial writes ${counts.partialWrites.length}, unexplained errors ${counts.unexplained.length}, slowest ${counts.slowest.ms} ms (${counts.slowest.request.slice(0, 80)})`,
      );
      expect(counts.serverErrors.slice(0, 10)).toEqual([]);
      expect(counts.unexplained.slice(0, 10)).toEqual([]);
      expect(counts.partialWrites.slice(0, 10)).toEqual([]);
      expect(counts.slowest.ms).toBeLessThan(ANSWER_BOUND_MS);
      // The device interface is fuzzed too, though the document leaves it out.
      expect(target.operations!.filter((op) => op.path.startsWith('/device/')).length).toBeGreaterThan(5);
    },
    120_000 + REQUESTS * 50,
  );
});
