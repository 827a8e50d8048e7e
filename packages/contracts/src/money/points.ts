import * as z from 'zod/mini';
export * from './points-format.js';

/** An amount in an answer: points, at most two decimals (kopecks / 100). */
export const pointsSchema = z.number().check(z.meta({ description: 'Баллы (б.), не больше двух знаков после запятой' }));
