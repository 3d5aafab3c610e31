import { z } from 'zod';
import { messageResponse } from '../auth';
import { documentDto } from '../documents';
import { sectionBody, templateBody, templateDto, templateSectionDto } from '../templates';
import { idParams } from '../text';
import { route } from './route';

/** The template library: everyone signed in reads and uses it; only admins write it. */
export const templates = {
  sections: route({
    method: 'GET',
    path: '/api/template-sections',
    access: 'user',
    summary: 'Sections with their templates',
    responses: { 200: z.array(templateSectionDto) },
  }),
  use: route({
    method: 'POST',
    path: '/api/templates/:id/use',
    access: 'user',
    summary: '"Use Template": a new editor document made from it',
    params: idParams,
    responses: { 201: documentDto },
  }),
  createSection: route({
    method: 'POST',
    path: '/api/template-sections',
    access: 'admin',
    summary: 'A new section',
    body: sectionBody,
    responses: { 201: templateSectionDto },
  }),
  updateSection: route({
    method: 'PUT',
    path: '/api/template-sections/:id',
    access: 'admin',
    summary: 'Rename a section',
    params: idParams,
    body: sectionBody,
    responses: { 200: templateSectionDto },
  }),
  removeSection: route({
    method: 'DELETE',
    path: '/api/template-sections/:id',
    access: 'admin',
    summary: 'Delete a section with its templates',
    params: idParams,
    responses: { 200: messageResponse },
  }),
  create: route({
    method: 'POST',
    path: '/api/templates',
    access: 'admin',
    summary: 'A new template',
    body: templateBody,
    responses: { 201: templateDto },
  }),
  update: route({
    method: 'PUT',
    path: '/api/templates/:id',
    access: 'admin',
    summary: 'Edit a template',
    params: idParams,
    body: templateBody,
    responses: { 200: templateDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/templates/:id',
    access: 'admin',
    summary: 'Delete a template',
    params: idParams,
    responses: { 200: messageResponse },
  }),
};
