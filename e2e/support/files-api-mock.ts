import type { BrowserContext, Route } from 'playwright-core';
import { pngFile } from '../fixtures/files.ts';

/**
 * An in-memory stand-in for the image and document endpoints, for screenshots taken before
 * the server serves them (MOCK_FILES=1). Everything else goes to the real server.
 */
export async function mockFilesApi(context: BrowserContext): Promise<void> {
  const images: Record<string, unknown>[] = [];
  const documents: Record<string, unknown>[] = [];
  let counter = 0;
  const settings: Record<string, unknown> = {};
  const realProject = async (route: Route) => {
    const response = await route.fetch({ method: 'GET', postData: undefined });
    const project = (await response.json()) as { modules: Record<string, unknown>[] };
    if (!project.modules.some((m) => m.path === '/images')) {
      const images = { id: 'mockimages', name: 'Bilder', path: '/images', icon: 'photo' };
      project.modules.push({ ...images, position: 99, subMenu: [] });
    }
    return project;
  };
  const id = () => `mock${String((counter += 1)).padStart(6, '0')}`;
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const fileNames = (body: Buffer | null) =>
    [...(body?.toString('latin1') ?? '').matchAll(/filename="([^"]+)"/g)].map((m) => m[1] ?? '');
  const image = (name: string) => ({
    id: id(),
    name: name.replace(/\.[a-z]+$/i, ''),
    description: '',
    file: { name, url: '' },
    width: 240,
    height: 135,
    categories: [],
    module: null,
    createdBy: { id: 'admin00000', name: 'Admin' },
    createdAt: new Date().toISOString(),
    connectedElements: [],
    version: 1,
  });
  for (const name of ['Fassade Nord.png', 'Treppenhaus.png', 'Hof mit Bank.png']) {
    images.unshift(image(name));
  }

  await context.route(/\/api\/projects\/[^/]+(\/.*)?(\?.*)?$/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const parts = url.pathname.split('/').slice(3); // [projectId, ...rest]
    const [, area, second, third] = parts;
    const method = request.method();
    if (parts.length === 1 && method === 'PATCH') {
      Object.assign(settings, request.postDataJSON());
      return json(route, 200, { ...(await realProject(route)), ...settings });
    }
    if (area === 'members' && second === 'me' && method === 'PATCH') {
      const body = request.postDataJSON() as { portrait: string | null };
      return json(route, 200, { id: 'me', portrait: body.portrait });
    }
    if (parts.length === 1 && method === 'GET') {
      return json(route, 200, { ...(await realProject(route)), ...settings });
    }
    if (area === 'images') {
      if (!second && method === 'GET') {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const page = Number(url.searchParams.get('page') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const all = images.filter((i) => String(i.name).toLowerCase().includes(search));
        const items = all.slice((page - 1) * pageSize, page * pageSize);
        return json(route, 200, { items, total: all.length, page, pageSize });
      }
      if (!second && method === 'POST') {
        const created = fileNames(request.postDataBuffer()).map(image);
        images.unshift(...created);
        return json(route, 201, { items: created });
      }
      if (second === 'by-ids') {
        const ids = url.searchParams.get('ids')?.split(',') ?? [];
        return json(route, 200, { items: images.filter((i) => ids.includes(String(i.id))) });
      }
      if (third === 'thumbnail' || third === 'file') {
        const w = Number(url.searchParams.get('w') ?? 240);
        const h = Number(url.searchParams.get('h') ?? Math.round((w * 9) / 16));
        return route.fulfill({ status: 200, contentType: 'image/png', body: pngFile(w || h, h) });
      }
      if (method === 'DELETE') {
        images.splice(
          images.findIndex((i) => i.id === second),
          1,
        );
        return route.fulfill({ status: 204 });
      }
    }
    if (area === 'properties' && third === 'documents') {
      if (method === 'POST') {
        const name = /name="name"\r\n\r\n([^\r]*)/.exec(
          request.postDataBuffer()?.toString('utf8') ?? '',
        )?.[1];
        const file = fileNames(request.postDataBuffer())[0] ?? 'datei.pdf';
        const documentId = id();
        const created = {
          id: documentId,
          name,
          file: { name: file, url: `/api/projects/${parts[0]}/documents/${documentId}/file` },
          contentType: 'application/pdf',
          size: 1000,
          type: 'object',
          propertyId: second,
          taskId: null,
          createdBy: { id: 'admin00000', name: 'Admin' },
          createdAt: new Date().toISOString(),
        };
        documents.unshift(created);
        return json(route, 201, created);
      }
      return json(route, 200, { items: documents.filter((d) => d.propertyId === second) });
    }
    if (area === 'documents' && method === 'DELETE') {
      documents.splice(
        documents.findIndex((d) => d.id === second),
        1,
      );
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  });
}
