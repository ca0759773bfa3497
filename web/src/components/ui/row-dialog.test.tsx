import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogForm, RowDialog } from './row-dialog';
import { Field } from './text-field';

interface Franchise {
  _id: string;
  name: string;
}

function RenameForm({ franchise, onSubmit, fieldErrors = {} }: { franchise: Franchise; onSubmit: (name: string) => void; fieldErrors?: Record<string, string> }) {
  const [name, setName] = useState(franchise.name);
  return (
    <DialogForm onSubmit={() => onSubmit(name)} fieldErrors={fieldErrors} pending={false} submitLabel="Update">
      <Field id="name" label="Name" name="name">
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
    </DialogForm>
  );
}

describe('RowDialog and DialogForm', () => {
  it('stays closed without a row, and opens on one with its title and the row in the form', () => {
    const { rerender } = render(
      <RowDialog row={null} title="Update Franchise" onClose={() => {}}>
        {(row: Franchise) => <RenameForm franchise={row} onSubmit={() => {}} />}
      </RowDialog>,
    );
    expect(screen.queryByRole('dialog', { name: 'Update Franchise' })).toBeNull();
    rerender(
      <RowDialog row={{ _id: 'a', name: 'Boba Co' }} title="Update Franchise" onClose={() => {}}>
        {(row) => <RenameForm franchise={row} onSubmit={() => {}} />}
      </RowDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update Franchise' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Boba Co');
  });

  it('starts the form afresh for another row: nothing typed for one row shows on the next', () => {
    const form = (row: Franchise) => (
      <RowDialog row={row} title="Update Franchise" onClose={() => {}}>
        {(r) => <RenameForm franchise={r} onSubmit={() => {}} />}
      </RowDialog>
    );
    const { rerender } = render(form({ _id: 'a', name: 'Boba Co' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Half typed' } });
    rerender(form({ _id: 'b', name: 'Tea Town' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Tea Town');
  });

  it('submits what was typed without leaving the page, and shows the server’s reason under its field', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<RenameForm franchise={{ _id: 'a', name: 'Boba Co' }} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Boba Company' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith('Boba Company');
    rerender(<RenameForm franchise={{ _id: 'a', name: 'Boba Co' }} onSubmit={onSubmit} fieldErrors={{ name: 'That name is taken.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('That name is taken.');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
  });
});
