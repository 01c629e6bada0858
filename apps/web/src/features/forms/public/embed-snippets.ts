/**
 * The public address of a form and the code to embed it in the club's website (issue 35,
 * 'Einbinden'). The page lives in the web app (/formular/…), so it works on any origin that
 * can reach Kontor; the server lets every origin frame that path (plugins/spa.ts).
 */
export const PUBLIC_FORM_PATH = '/formular';

export const publicFormPath = (projectId: string, formId: string) =>
  `${PUBLIC_FORM_PATH}/${encodeURIComponent(projectId)}/${encodeURIComponent(formId)}`;

export const publicFormUrl = (origin: string, projectId: string, formId: string) =>
  `${origin.replace(/\/+$/, '')}${publicFormPath(projectId, formId)}`;

/** Text put into an HTML attribute: quotes and angle brackets escaped. */
const attribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** A plain iframe: full width, tall enough for a short form on a phone. */
export function iframeSnippet(url: string, title: string): string {
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`;
}

/** The message the public page posts to its parent when its height changes. */
export const EMBED_HEIGHT_MESSAGE = 'kontor-form-height';

/**
 * An iframe plus a few lines that follow the page's height (the page posts
 * `{ type: 'kontor-form-height', height }`), so no scroll bar appears inside the website.
 */
export function scriptSnippet(url: string, title: string, id: string): string {
  const frameId = `kontor-form-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const origin = new URL(url).origin;
  return [
    `<iframe id="${frameId}" src="${attribute(url)}" title="${attribute(title)}" style="width:100%;height:640px;border:0"></iframe>`,
    '<script>',
    `window.addEventListener('message', function (e) {`,
    `  if (e.origin !== '${origin}' || !e.data || e.data.type !== '${EMBED_HEIGHT_MESSAGE}') return;`,
    `  var f = document.getElementById('${frameId}');`,
    `  if (f && e.source === f.contentWindow) f.style.height = e.data.height + 'px';`,
    '});',
    '</script>',
  ].join('\n');
}
