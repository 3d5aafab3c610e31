// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TemplateSectionDto } from '@common/templates';
import { TemplatesPage } from '@/pages/templates/templates-page';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const template = (id: string, sectionId: string, title: string, description = '') => ({
  id,
  sectionId,
  title,
  description,
  content: `<p>${title}</p>`,
});
const sections: TemplateSectionDto[] = [
  {
    id: 's1',
    name: 'Product Requirements',
    description: 'What to build',
    templates: [template('t1', 's1', 'One-Pager', 'A single page'), template('t2', 's1', 'Feature Brief')],
  },
  { id: 's2', name: 'Launch', description: '', templates: [template('t3', 's2', 'Launch Plan')] },
];
const document = { id: 'd9', title: 'One-Pager', type: 'enhance', content: '<p>One-Pager</p>', createdAt: 'x', updatedAt: 'x' };

describe('TemplatesPage', () => {
  it('opens every category with its count and templates', async () => {
    stubFetch({ 'GET /api/template-sections': () => jsonResponse(200, sections) });
    renderWithProviders(<TemplatesPage />);
    expect(await screen.findByText('2 categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product Requirements (2 templates)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Launch (1 template)' })).toHaveAttribute('aria-expanded', 'true');
    const card = screen.getByRole('listitem', { name: 'One-Pager' });
    expect(within(card).getByText('A single page')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Use Template' })).toHaveLength(3);
  });

  it('makes a document from the template and opens it in the documents editor', async () => {
    const fetchMock = stubFetch({
      'GET /api/template-sections': () => jsonResponse(200, sections),
      'POST /api/templates/t1/use': () => jsonResponse(201, document),
      'GET /api/documents': () => jsonResponse(200, []),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<TemplatesPage />);
    const card = await screen.findByRole('listitem', { name: 'One-Pager' });
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/documents?id=d9'));
    expect(fetchMock).toHaveBeenCalledWith('/api/templates/t1/use', expect.objectContaining({ method: 'POST' }));
    expect(queryClient.getQueryData(['/api/documents', 'd9'])).toEqual(document);
  });

  it("shows the server's message when the template cannot be used, and the plans page past a plan limit", async () => {
    stubFetch({
      'GET /api/template-sections': () => jsonResponse(200, sections),
      'POST /api/templates/t3/use': () =>
        jsonResponse(403, { message: 'The Basic plan includes 3 documents per month', code: 'plan_limit' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />);
    const card = await screen.findByRole('listitem', { name: 'Launch Plan' });
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));
    expect(await screen.findByText('The Basic plan includes 3 documents per month')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'See plans' }));
    expect(window.location.pathname).toBe('/billing');
  });
});
