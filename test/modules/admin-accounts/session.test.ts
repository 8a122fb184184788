import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../../helpers/world.ts';
import { AdminClient, loggedInAdmin } from '../../helpers/admin.ts';

describe('web administration session', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world?.close());

  it('sends a visitor without a session to the log-in page', async () => {
    const page = await new AdminClient(world.app).get('/admin/');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2F');
  });

  it('opens the overview after invitation, password and log-in', async () => {
    const { client } = await loggedInAdmin(world);
    const page = await client.get('/admin/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Customer A');
    expect(page.body).toContain(world.a.number);
    expect(page.body).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Unlocks per day in the whole system, last 30 days: \d+ unlocks in total"/,
    );
  });
});
