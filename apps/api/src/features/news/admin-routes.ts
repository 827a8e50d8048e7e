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
import { sendStoredFile } from '../files/service.js';
import {
  createNewsDraft,
  findNewsImage,
  getAdminNews,
  listAdminNews,
  publishNewsItem,
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
    setNewsImage({ ...deps, log }, operator, { id: params.id, version: upload.fields.version, image: upload.file }),
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
  implement(getAdminNewsImageRoute, async ({ deps, log, params, reply }) =>
    sendStoredFile({ files: deps.files, log }, reply, await findNewsImage(deps.db, params.id)),
  ),
];
