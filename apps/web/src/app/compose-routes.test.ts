import { describe, expect, it } from 'vitest';
import { composeFeatureRoutes } from './compose-routes.tsx';

const List = () => null;
const Detail = () => null;

describe('composeFeatureRoutes', () => {
  const [tasks, dashboard] = composeFeatureRoutes([
    {
      path: 'tasks',
      module: '/tasks',
      index: () => Promise.resolve(List),
      children: [{ path: ':taskId', screen: () => Promise.resolve(Detail) }],
    },
    { path: '', index: () => Promise.resolve(List) },
  ]);

  it('puts a module behind a lazily loaded guard with its screens as children', async () => {
    expect(tasks?.path).toBe('tasks');
    expect(typeof tasks?.lazy).toBe('function');
    expect(tasks?.children?.map((child) => child.index ?? child.path)).toEqual([true, ':taskId']);
    const detail = tasks?.children?.[1];
    const loaded = await (detail?.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBe(Detail);
  });

  it('leaves a feature without a module unguarded and pathless at the root', () => {
    expect(dashboard?.path).toBeUndefined();
    expect(dashboard?.lazy).toBeUndefined();
    expect(dashboard?.children?.[0]?.index).toBe(true);
  });
});
