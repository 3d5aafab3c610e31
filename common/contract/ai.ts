import { aiStatusDto } from '../ai';
import { questionnaireDto, questionnaireParams } from '../admin';
import { route } from './route';

/** Which engine answers. */
export const ai = {
  status: route({
    method: 'GET',
    path: '/api/ai/status',
    access: 'user',
    summary: 'Which engine and model answer (the offline engine, or a configured provider)',
    responses: { 200: aiStatusDto },
  }),
};

/** The journeys' guided questions. */
export const questionnaires = {
  one: route({
    method: 'GET',
    path: '/api/questionnaires/:type',
    access: 'user',
    summary: "A journey's guided questions (404 when it has none)",
    params: questionnaireParams,
    responses: { 200: questionnaireDto },
  }),
};
