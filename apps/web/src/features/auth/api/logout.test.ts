import { describe, expect, it, vi } from 'vitest';

const steps: string[] = [];

vi.mock('../../../lib/push-subscription.ts', () => ({
  forgetPushDevice: vi.fn(async (projectIds: string[]) => {
    steps.push(`forget ${projectIds.join(',')}`);
  }),
}));
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: {
    POST: vi.fn(async (path: string) => {
      steps.push(`POST ${path}`);
      return { data: undefined, response: new Response(null, { status: 204 }) };
    }),
  },
}));

const { logout } = await import('./logout.ts');

describe('logout', () => {
  it("forgets this device's pushes in the user's projects while the session still lasts", async () => {
    await logout(['PROJEKT001', 'PROJEKT002']);
    expect(steps).toEqual(['forget PROJEKT001,PROJEKT002', 'POST /api/auth/logout']);
  });
});
