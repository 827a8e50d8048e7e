import { captchaChallengeRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { createCaptchaChallenge } from './service.js';

export const captchaRoutes = [
  implement(captchaChallengeRoute, async ({ deps, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const challenge = await createCaptchaChallenge(deps.captchaKeys, deps.clock, deps.env.CAPTCHA_MAX_COUNTER);
    return { ...challenge, parameters: { ...challenge.parameters } };
  }),
];
