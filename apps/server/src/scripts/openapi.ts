// Writes docs/openapi.json and the client's types generated from it (both committed, so API
// changes show up in review; see openapi.test.ts).
import { writeFile } from 'node:fs/promises';
import { OPENAPI_TYPES_FILE, renderOpenApiTypes } from '@kontor/api-client/generate';
import { format } from 'prettier';
import { generateOpenApi, OPENAPI_FILE } from '../lib/openapi.ts';

const document = await generateOpenApi();
await writeFile(OPENAPI_FILE, await format(JSON.stringify(document), { parser: 'json' }));
console.log(`OpenAPI-Dokument geschrieben: ${OPENAPI_FILE}`);
await writeFile(OPENAPI_TYPES_FILE, await renderOpenApiTypes(document));
console.log(`API-Typen geschrieben: ${OPENAPI_TYPES_FILE}`);
