import { listBanksResponse } from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBanks } from './queries.js';

export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/banks/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['money'],
        summary: 'Банки СБП для вывода средств',
        security: [{ bearer: [] }],
        response: { 200: listBanksResponse },
      },
    },
    async () => ({ banks: { items: await listBanks(app.deps.db) } }),
  );
};
