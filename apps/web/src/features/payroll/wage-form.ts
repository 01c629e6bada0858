import { centsOf } from '@kontor/core/payroll/money';

/** What the 'Neuer Lohn ab …' form holds: the amount in euros as typed, hours for a salary. */
export type WageFormValues = {
  validFrom: string;
  employmentType: string | null;
  kind: 'hourly' | 'monthly';
  /** Euros (NumberInput gives a number, or '' when empty); the body takes cents. */
  amountCents: number | string;
  monthlyHours: number | string;
  note: string;
};

export const emptyWageForm = (employmentType: string | null): WageFormValues => ({
  validFrom: '',
  employmentType,
  kind: 'hourly',
  amountCents: '',
  monthlyHours: '',
  note: '',
});

const numberOf = (value: number | string) => (value === '' ? null : Number(value));

/** The request body: euros as cents (13,9 → 1390), monthly hours only with a salary. */
export function wageBodyOf(values: WageFormValues) {
  const euros = numberOf(values.amountCents);
  return {
    ...values,
    amountCents: euros === null ? undefined : centsOf(euros),
    monthlyHours: values.kind === 'monthly' ? numberOf(values.monthlyHours) : null,
  };
}
