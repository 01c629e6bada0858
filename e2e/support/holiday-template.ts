import { unwrap, type ApiClient } from '@kontor/api-client';

/**
 * A holiday template with one Berlin holiday on none of `days`: records need a template, and
 * this one keeps every day the test touches a working day. Returns the template's id.
 */
export async function holidayTemplateAwayFrom(
  api: ApiClient,
  projectId: string,
  name: string,
  days: readonly string[],
): Promise<string> {
  const params = { path: { projectId } };
  const holidays = '/api/projects/{projectId}/time-settings/holidays' as const;
  await unwrap(api.POST(`${holidays}/refresh`, { params, body: { state: 'BE' } }));
  const near = new Set(days);
  const far = (await unwrap(api.GET(holidays, { params }))).items.find((h) =>
    Object.values(h.dates).every((date) => !near.has(date)),
  );
  if (!far) throw new Error('No Berlin holiday away from the given days');
  const template = await unwrap(
    api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
      params,
      body: { name, holidayIds: [far.id] },
    }),
  );
  return template.id;
}

/** A time-tracking record for `userId` over the whole of `year` (20 vacation days, saldo 0). */
export async function createYearRecord(
  api: ApiClient,
  projectId: string,
  userId: string,
  year: number,
  holidayTemplateId: string,
): Promise<void> {
  await unwrap(
    api.POST('/api/projects/{projectId}/time-settings/records', {
      params: { path: { projectId } },
      body: {
        userId,
        year,
        holidayTemplateId,
        initialSaldo: 0,
        initialVacation: 20,
        timeSettings: {},
      },
    }),
  );
}
