// Writes src/openapi.d.ts from the committed docs/openapi.json.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { OPENAPI_TYPES_FILE, renderOpenApiTypes } from '../generate-types.ts';

const documentFile = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
const document: object = JSON.parse(await readFile(documentFile, 'utf8'));
await writeFile(OPENAPI_TYPES_FILE, await renderOpenApiTypes(document));
console.log(`API-Typen geschrieben: ${OPENAPI_TYPES_FILE}`);
