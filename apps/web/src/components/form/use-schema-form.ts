import { useForm } from '@mantine/form';
import type { ZodType, output } from 'zod';
import { schemaResolver, showSaveError } from '../../lib/form-errors.ts';

export interface SchemaFormOptions<V, S extends ZodType> {
  /** The core schema of the request body: the server checks the same rules. */
  schema: S;
  initialValues: V;
  /** Maps the form's values onto the body where they differ; identity by default. */
  toBody?: (values: V) => unknown;
}

/**
 * A `@mantine/form` form validated by a core zod schema. `handleSubmit` passes the parsed body
 * on; `showServerError` puts the server's field messages onto the same fields (anything else
 * becomes a notification) and keeps what the user typed.
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends ZodType>({
  schema,
  initialValues,
  toBody = (values) => values,
}: SchemaFormOptions<V, S>) {
  const form = useForm<V>({ initialValues, validate: schemaResolver(schema, toBody) });
  return {
    form,
    handleSubmit: (send: (body: output<S>) => void) =>
      form.onSubmit((values) => send(schema.parse(toBody(values)))),
    showServerError: (error: unknown) => showSaveError(error, form.setErrors),
  };
}
