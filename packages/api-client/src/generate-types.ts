// Renders the client's types from the OpenAPI document; the server's openapi test compares the result with the committed file.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const OPENAPI_TYPES_FILE = fileURLToPath(new URL('./openapi.d.ts', import.meta.url));

const HEADER =
  '// Generated from docs/openapi.json by `npm run openapi --workspace @kontor/server`; do not edit.\n';

export async function renderOpenApiTypes(document: object): Promise<string> {
  // A JSON copy: the file on disk and the served document render alike, and the input stays untouched.
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as OpenAPI3);
  const options = await resolveConfig(OPENAPI_TYPES_FILE);
  return format(HEADER + astToString(ast), { ...options, filepath: OPENAPI_TYPES_FILE });
}
