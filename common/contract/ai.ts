import { z } from 'zod';
import { aiStatusDto } from '../ai';
import { toolDescriptionDto, toolResult } from '../tools/result';
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
  tools: route({
    method: 'GET',
    path: '/api/ai/tools',
    access: 'user',
    summary: 'The PM tools (sample size, significance, price change...), as the model gets them: name, description, input JSON Schema',
    responses: { 200: z.array(toolDescriptionDto) },
  }),
  runTool: route({
    method: 'POST',
    path: '/api/ai/tools/:name',
    access: 'user',
    summary: "Runs one PM tool, as a card recomputes after an input is changed (400 with the schema's message, 404 for an unknown tool)",
    params: z.object({ name: z.string().max(100) }),
    body: z.object({ input: z.unknown() }),
    responses: { 200: z.object({ result: toolResult }) },
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
