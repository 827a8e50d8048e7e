import {
  createNewsRoute,
  getAdminNewsImageRoute,
  getAdminNewsRoute,
  listAdminNewsRoute,
  publishNewsRoute,
  removeNewsImageRoute,
  renderNewsRoute,
  setNewsImageRoute,
  unpublishNewsRoute,
  updateNewsRoute,
} from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import {
  createNewsDraft,
  getAdminNews,
  listAdminNews,
  publishNewsItem,
  readNewsImage,
  removeNewsImage,
  renderNewsPreview,
  setNewsImage,
  unpublishNewsItem,
  updateNews,
} from './editor.js';

/** The news editor of the back office (`/api/admin/news/...`). */
export const newsAdminRoutes = [
  implement(listAdminNewsRoute, async ({ deps, query }) => listAdminNews(deps, query)),
  implement(getAdminNewsRoute, async ({ deps, params }) => getAdminNews(deps, params.id)),
  implement(createNewsRoute, async ({ deps, log, operator, body }) => createNewsDraft({ ...deps, log }, operator, body)),
  implement(updateNewsRoute, async ({ deps, log, operator, params, body }) =>
    updateNews({ ...deps, log }, operator, params.id, body),
  ),
  implement(setNewsImageRoute, async ({ deps, log, operator, params, upload }) =>
    setNewsImage({ ...deps, log }, operator, { id: params.id, version: upload.fields.version, bytes: upload.bytes }),
  ),
  implement(removeNewsImageRoute, async ({ deps, log, operator, params, query }) =>
    removeNewsImage({ ...deps, log }, operator, { id: params.id, version: query.version }),
  ),
  implement(publishNewsRoute, async ({ deps, operator, params, body }) =>
    publishNewsItem(deps, operator, { id: params.id, version: body.version, publishAt: body.publishAt }),
  ),
  implement(unpublishNewsRoute, async ({ deps, operator, params, body }) =>
    unpublishNewsItem(deps, operator, { id: params.id, version: body.version }),
  ),
  implement(renderNewsRoute, async ({ body }) => renderNewsPreview(body.markdown)),
  implement(getAdminNewsImageRoute, async ({ deps, log, params, reply }) => {
    const image = await readNewsImage({ ...deps, log }, params.id);
    return reply
      .type(image.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline; filename="news.webp"')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  }),
];
