import {
  getNewsItemQuery,
  getNewsItemResponse,
  likeNewsQuery,
  likeNewsResponse,
  listNewsQuery,
  listNewsResponse,
  newsCategoriesResponse,
} from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/auth.js';
import { getNewsItem, listNews, listNewsCategories, setNewsLike } from './service.js';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock });
  const common = { tags: ['news'], security: [{ bearer: [] }] };

  app.get(
    '/api/news/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Новости: страница списка (без текста новости)',
        querystring: listNewsQuery,
        response: { 200: listNewsResponse },
      },
    },
    async (req) => listNews(deps(), { memberId: memberOf(req).memberId, ...req.query }),
  );

  app.get(
    '/api/news/categories',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Категории, в которых есть опубликованные новости',
        response: { 200: newsCategoriesResponse },
      },
    },
    async () => listNewsCategories(deps()),
  );

  app.get(
    '/api/news/item/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Новость целиком',
        querystring: getNewsItemQuery,
        response: { 200: getNewsItemResponse },
      },
    },
    async (req) => getNewsItem(deps(), { memberId: memberOf(req).memberId, newsId: req.query.newsId }),
  );

  app.put(
    '/api/news/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Поставить отметку «нравится» (повтор ничего не меняет)',
        querystring: likeNewsQuery,
        response: { 200: likeNewsResponse },
      },
    },
    async (req) => setNewsLike(deps(), { memberId: memberOf(req).memberId, slugId: req.query.slugId, like: true }),
  );

  app.delete(
    '/api/news/',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Снять отметку «нравится» (повтор ничего не меняет)',
        querystring: likeNewsQuery,
        response: { 200: likeNewsResponse },
      },
    },
    async (req) => setNewsLike(deps(), { memberId: memberOf(req).memberId, slugId: req.query.slugId, like: false }),
  );
};
