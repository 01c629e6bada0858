import { useMutation } from '@tanstack/react-query';
import type { InspectionExportBody } from '@kontor/core/schemas/inspection-export';
import { api, unwrap } from '../../../lib/api-client.ts';

export type InspectionFormat = 'pdf' | 'csv';

const TYPES: Record<InspectionFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** The file name the server gives in content-disposition, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Saves a blob through a temporary link, as a download of the browser. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function downloadInspection(
  projectId: string,
  format: InspectionFormat,
  body: InspectionExportBody,
) {
  const path =
    format === 'pdf'
      ? '/api/projects/{projectId}/time-tracking/exports/inspection/pdf'
      : '/api/projects/{projectId}/time-tracking/exports/inspection/csv';
  const request = api.POST(path, {
    params: { path: { projectId } },
    body,
    parseAs: 'blob',
    headers: { Accept: `${TYPES[format]}, application/problem+json` },
  });
  const { response } = await request;
  const blob = (await unwrap(request)) as unknown as Blob;
  saveBlob(blob, fileNameOf(response, `pruefexport.${format}`));
}

/** The Prüfexport as a download: PDF or CSV of the same body. */
export function useInspectionDownload(projectId: string) {
  return useMutation({
    mutationFn: ({ format, body }: { format: InspectionFormat; body: InspectionExportBody }) =>
      downloadInspection(projectId, format, body),
  });
}
