import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import type { ZodType, output } from 'zod';
import {
  apiFieldErrors,
  formFailure,
  saveHandlers,
  schemaResolver,
  showSaveError,
} from '../../lib/form-errors.ts';
import { useReportDirty } from './dirty-scope.tsx';

interface SchemaFormBase<V> {
  initialValues: V;
  /** Maps the form's values onto the body where they differ; identity by default. */
  toBody?: (values: V) => unknown;
}

export type SchemaFormOptions<V, S extends ZodType> = SchemaFormBase<V> &
  (
    | {
        /** The core schema of the request body: the server checks the same rules. */
        schema: S;
      }
    | {
        /**
         * Loads the schema on demand, for pages whose first load cannot afford zod (login).
         * Loading starts on mount; a submit waits for it.
         */
        loadSchema: () => Promise<S>;
      }
  );

/** Shown when a lazily loaded schema cannot be fetched (e.g. a new deployment). */
export const schemaLoadFailed = 'Die Seite konnte nicht geladen werden. Bitte laden Sie sie neu.';

/**
 * A `@mantine/form` form validated by a core zod schema. `handleSubmit` passes the parsed body
 * on; `showServerError` puts the server's field messages onto the same fields (anything else
 * becomes a notification) and keeps what the user typed. Forms that show a failure inside the
 * form (public pages without a shell) use `failure` and `showFailure` instead.
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends ZodType>(
  options: SchemaFormOptions<V, S>,
) {
  const { initialValues, toBody = (values: V) => values } = options;
  const given = 'schema' in options ? options.schema : null;
  const loader = 'loadSchema' in options ? options.loadSchema : null;
  const schemaRef = useRef<S | null>(given);
  schemaRef.current = given ?? schemaRef.current;
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({
    initialValues,
    validate: (values) =>
      schemaRef.current ? schemaResolver(schemaRef.current, toBody)(values) : {},
  });

  // Inside a modal or slide-in, closing it then asks before the changes are lost.
  useReportDirty(form.isDirty());

  const loaderRef = useRef(loader);
  async function ensureSchema(): Promise<S> {
    if (schemaRef.current) return schemaRef.current;
    schemaRef.current = await (loaderRef.current as () => Promise<S>)();
    return schemaRef.current;
  }
  useEffect(() => {
    if (loaderRef.current) void ensureSchema().catch(() => undefined);
    // Loads once on mount; the loader is kept in a ref.
  }, []);

  function handleSubmit(send: (body: output<S>) => void) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      setFailure(null);
      if (schemaRef.current) return submitWith(schemaRef.current, send);
      setLoading(true);
      ensureSchema()
        .then((schema) => submitWith(schema, send))
        .catch(() => setFailure(schemaLoadFailed))
        .finally(() => setLoading(false));
    };
  }
  function submitWith(schema: S, send: (body: output<S>) => void) {
    if (form.validate().hasErrors) return;
    send(schema.parse(toBody(form.getValues())));
  }

  return {
    form,
    handleSubmit,
    /** True while a submit waits for a lazily loaded schema. */
    loading,
    showServerError: (error: unknown) => showSaveError(error, form),
    /** Mutation callbacks: notify `successText` and call `then` (close), or show the error. */
    savedThen: (successText: string, then: () => void) => saveHandlers(successText, then, form),
    /** A message for the whole form (shown by `FormFailure`), null when there is none. */
    failure,
    /**
     * A failed request shown inside the form: the messages of the form's fields beside them;
     * otherwise `message`, else the message of a field the form does not show (a link's token),
     * else the server's text, as the form's failure.
     */
    showFailure: (error: unknown, message?: string) => {
      const fieldErrors = apiFieldErrors(error);
      form.setErrors(fieldErrors);
      setFailure(formFailure(error, fieldErrors, Object.keys(initialValues), message));
    },
  };
}
