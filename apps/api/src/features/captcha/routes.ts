import { captchaChallengeRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { limitByAddress } from '../../lib/rate-limit.js';
import { createCaptchaChallenge } from './service.js';

export const captchaRoutes = [
  implement(captchaChallengeRoute, async ({ deps, req, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limitByAddress(deps.db, deps.clock.now(), {
      action: 'captcha',
      ip: req.ip,
      windowMs: 600_000,
      limit: deps.env.CAPTCHA_CHALLENGES_PER_IP_PER_10_MIN,
    });
    const challenge = await createCaptchaChallenge(deps.captchaKeys, deps.clock, deps.env.CAPTCHA_MAX_COUNTER);
    return { ...challenge, parameters: { ...challenge.parameters } };
  }),
];
