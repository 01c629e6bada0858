import { describe, expect, it } from 'vitest';
import { newWageBodySchema, payrollApiMessages as m } from '@kontor/core/schemas/payroll';
import { schemaResolver } from '../../lib/form-errors.ts';
import { emptyWageForm, wageBodyOf } from './wage-form.ts';

const errors = schemaResolver(newWageBodySchema, wageBodyOf);

describe("'Neuer Lohn ab …': the form's values as the body", () => {
  it('sends the euros typed as cents, and no hours with an hourly wage', () => {
    const values = {
      ...emptyWageForm('minijob'),
      validFrom: '2026-04-01',
      amountCents: 13.9,
      monthlyHours: 40,
    };
    expect(wageBodyOf(values)).toMatchObject({
      amountCents: 1390,
      monthlyHours: null,
      kind: 'hourly',
    });
    expect(errors(values)).toEqual({});
    // 0.1 + 0.2 style floats never cost a cent.
    expect(wageBodyOf({ ...values, amountCents: 14.6 }).amountCents).toBe(1460);
  });

  it('sends the hours with a salary, and asks for them when missing', () => {
    const salary = {
      ...emptyWageForm('fullTime'),
      validFrom: '2026-04-01',
      kind: 'monthly' as const,
      amountCents: 3000,
    };
    expect(errors(salary)).toEqual({ monthlyHours: m.monthlyHours });
    expect(wageBodyOf({ ...salary, monthlyHours: 173.33 })).toMatchObject({
      amountCents: 300_000,
      monthlyHours: 173.33,
    });
  });

  it('puts each missing value beside its field, in German', () => {
    expect(errors(emptyWageForm(null))).toEqual({
      validFrom: expect.stringMatching(/Datum/),
      employmentType: m.employmentType,
      amountCents: m.amount,
    });
    // The hours of a salary are asked for together with the rest, not only once it is right.
    expect(errors({ ...emptyWageForm(null), kind: 'monthly' })).toMatchObject({
      validFrom: expect.stringMatching(/Datum/),
      monthlyHours: m.monthlyHours,
    });
  });
});
