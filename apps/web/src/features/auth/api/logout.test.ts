import { describe, expect, it, vi } from 'vitest';

const steps: string[] = [];

vi.mock('../../../lib/push-subscription.ts', () => ({
  forgetPushDevice: vi.fn(async (endSession: (endpoints: string[]) => Promise<void>) => {
    steps.push('find subscriptions');
    await endSession(['https://push.example/konsole']);
    steps.push('drop subscriptions');
  }),
}));
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: {
    POST: vi.fn(async (path: string, init: unknown) => {
      steps.push(`POST ${path} ${JSON.stringify(init)}`);
      return { data: undefined, response: new Response(null, { status: 204 }) };
    }),
  },
}));

const { logout } = await import('./logout.ts');

describe('logout', () => {
  it("sends this browser's push addresses with the logout, so the server forgets them", async () => {
    await logout();
    expect(steps).toEqual([
      'find subscriptions',
      'POST /api/auth/logout {"body":{"pushEndpoints":["https://push.example/konsole"]}}',
      'drop subscriptions',
    ]);
  });
});
