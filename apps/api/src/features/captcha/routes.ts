import { captchaChallengeResponse } from '@cabinet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptchaChallenge } from './service.js';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'Новая задача ALTCHA для входа',
        response: { 200: captchaChallengeResponse },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const challenge = await createCaptchaChallenge(app.deps.captchaKeys, app.deps.clock, app.deps.env.CAPTCHA_MAX_COUNTER);
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );
};
