import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { httpMessages } from './messages.ts';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The zod validator, hardened once for every route: a refinement that runs on every input
 * (`when: () => true`, so all messages show at once) may read fields of a body that is not an
 * object at all (`null`, `[]`, `"x"`) and throw. Such a body is bad input, answered 400 with
 * a German message; a throw on an object body is a real bug and stays a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    try {
      return validate(data);
    } catch (error) {
      if (isPlainObject(data)) throw error;
      return {
        error: [
          {
            keyword: 'type',
            instancePath: '',
            schemaPath: '#',
            params: {},
            message: httpMessages.bodyNotObject,
          },
        ],
      };
    }
  };
};
