// Writes docs/openapi.json (committed, so API changes show up in review; see openapi.test.ts).
import { writeFile } from 'node:fs/promises';
import { format } from 'prettier';
import { generateOpenApi, OPENAPI_FILE } from '../lib/openapi.ts';

const document = await generateOpenApi();
await writeFile(OPENAPI_FILE, await format(JSON.stringify(document), { parser: 'json' }));
console.log(`OpenAPI-Dokument geschrieben: ${OPENAPI_FILE}`);
