import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableTitle } from '@/features/documents/components/editable-title';

function setup(title = 'Pricing chat') {
  const onSave = vi.fn();
  render(<EditableTitle title={title} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('EditableTitle', () => {
  it('saves the new title on Enter', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pricing chat' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chat title' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), '  Pricing v2  {Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Pricing v2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves when the field is left, and cancels on Escape', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), '!{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pricing chat' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), '!');
    await user.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Pricing chat!');
  });

  it('does not save an unchanged or blank title', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pricing chat' }));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Pricing chat' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chat title' }));
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows Untitled for an empty title', () => {
    setup('');
    expect(screen.getByRole('heading', { name: 'Untitled' })).toBeInTheDocument();
  });
});
