// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TemplateSectionDto } from '@common/templates';
import { ManageTemplates } from '@/features/templates/components/manage-templates';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';

const sections: TemplateSectionDto[] = [
  {
    id: 's1',
    name: 'Launch',
    description: 'Shipping it',
    templates: [{ id: 't1', sectionId: 's1', title: 'Launch Plan', description: 'Who does what', content: '<p>Plan</p>' }],
  },
];

describe('ManageTemplates', () => {
  it('requires a section name, and says why a section could not be created', async () => {
    const fetchMock = stubFetch({
      'GET /api/template-sections': () => jsonResponse(200, sections),
      'POST /api/template-sections': () => jsonResponse(409, { message: 'A section named "Launch" already exists', code: 'duplicate' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageTemplates />);
    await user.click(await screen.findByRole('button', { name: 'New Section' }));
    const dialog = screen.getByRole('dialog', { name: 'New Section' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(within(dialog).getByText('Section name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/template-sections', expect.objectContaining({ method: 'POST' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Failed to create section')).toBeInTheDocument();
    expect(screen.getByText('A section named "Launch" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Section' })).toBeInTheDocument();
  });

  it('edits a template in a prefilled dialog and sends the whole template', async () => {
    const fetchMock = stubFetch({
      'GET /api/template-sections': () => jsonResponse(200, sections),
      'PUT /api/templates/t1': (init) => jsonResponse(200, { id: 't1', ...JSON.parse(String(init?.body)) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageTemplates />);
    await user.click(await screen.findByRole('button', { name: 'Edit template Launch Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Who does what');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Launch Checklist');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Template' })).not.toBeInTheDocument());
    expect(screen.queryByText('Template updated successfully')).not.toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      sectionId: 's1',
      title: 'Launch Checklist',
      description: 'Who does what',
      content: '<p>Plan</p>',
    });
  });
});
