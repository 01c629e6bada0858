/** One part of a multipart form for `inject`: a text field or a file. */
export type FormPart =
  | { field: string; value: string }
  | { field: string; fileName: string; bytes: Buffer; type?: string };

/** Encodes a multipart/form-data body the way a browser's FormData is sent. */
export async function multipartPayload(
  parts: FormPart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else {
      const blob = new Blob([new Uint8Array(part.bytes)], {
        type: part.type ?? 'application/octet-stream',
      });
      form.append(part.field, blob, part.fileName);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
