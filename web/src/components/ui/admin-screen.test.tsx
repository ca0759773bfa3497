import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminScreen, EditDeleteActions } from './admin-screen';
import { ConfirmDelete } from './confirm-dialog';
import type { AsyncData } from './use-async-data';
import { useRowEditing } from './use-row-editing';

interface Store {
  _id: string;
  name: string;
}

const loaded = <T,>(data: T | undefined, more: Partial<AsyncData<T>> = {}): AsyncData<T> => ({
  data,
  loading: false,
  error: null,
  savedAt: null,
  neverSaved: false,
  reload: () => {},
  ...more,
});

function StoresScreen({ state, run = async () => true }: { state: AsyncData<Store[]>; run?: (id: string) => Promise<boolean> }) {
  const rows = useRowEditing<Store>(() => {});
  const onEdit = vi.fn();
  return (
    <AdminScreen
      texts={{ screenTitle: 'Stores', empty: 'No stores yet' }}
      state={state}
      list={(list) => (
        <ul>
          {list.map((s) => (
            <li key={s._id}>
              {s.name}
              <EditDeleteActions name={s.name} onEdit={() => onEdit(s)} onDelete={() => rows.askDelete(s)} />
            </li>
          ))}
        </ul>
      )}
    >
      <ConfirmDelete row={rows.deleting} title="Delete store" message={(row) => `Delete ${row.name}?`} remove={{ run, pending: false }} onCancel={rows.cancelDelete} />
    </AdminScreen>
  );
}

describe('AdminScreen', () => {
  it('names the list card by the title when it has no heading of its own, and says when the list is empty', () => {
    render(<StoresScreen state={loaded<Store[]>([])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Stores' });
    expect(within(card).getByRole('status').textContent).toBe('No stores yet');
  });

  it('says the screen’s own empty words in place of the texts’ (a search that found nothing)', () => {
    render(<AdminScreen texts={{ screenTitle: 'Franchises', empty: 'No franchises yet' }} emptyText="No franchise matches “Boba”" state={loaded<Store[]>([])} list={() => null} />);
    expect(screen.getByRole('status').textContent).toBe('No franchise matches “Boba”');
  });

  it('names the card by its own heading, with the actions beside the title and the intro under the heading', () => {
    render(
      <AdminScreen
        texts={{ screenTitle: 'Locations', listHeading: 'All Locations', empty: 'None' }}
        actions={<button type="button">Add Location</button>}
        intro={<p>Only your own stores.</p>}
        state={loaded([{ _id: 'a', name: 'Downtown' }])}
        list={(list) => <p>{list.length} rows</p>}
      />,
    );
    const card = screen.getByRole('region', { name: 'All Locations' });
    expect(within(card).getByText('Only your own stores.')).toBeTruthy();
    expect(within(card).getByText('1 rows')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Add Location' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Location' })).toBeTruthy();
  });

  it('shows the loading words, then a failure with its reason and a retry', () => {
    const reload = vi.fn();
    const { rerender } = render(
      <AdminScreen texts={{ screenTitle: 'Stores', empty: 'None', loading: 'Loading stores...' }} state={loaded<Store[]>(undefined, { loading: true })} list={() => null} />,
    );
    expect(screen.getByText('Loading stores...')).toBeTruthy();
    rerender(
      <AdminScreen texts={{ screenTitle: 'Stores', empty: 'None' }} state={loaded<Store[]>(undefined, { error: 'The server is not answering.', reload })} list={() => null} />,
    );
    expect(screen.getByText('The server is not answering.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('EditDeleteActions', () => {
  it('names Edit and Delete by the row, keeps extra actions between them, and asks before deleting', async () => {
    const run = vi.fn(async () => true);
    render(<StoresScreen state={loaded([{ _id: 's1', name: 'Downtown Tea' }])} run={run} />);
    const buttons = within(screen.getByRole('listitem')).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Edit Downtown Tea', 'Delete Downtown Tea']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Downtown Tea' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete store' });
    expect(within(ask).getByText('Delete Downtown Tea?')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete store' })).toBeNull());
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Downtown Tea' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete store' })).getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('s1');
  });

  it('puts more actions between Edit and Delete', () => {
    render(
      <EditDeleteActions name="Boba Co" onEdit={() => {}} onDelete={() => {}}>
        <button type="button" aria-label="Set a new password for Boba Co" />
      </EditDeleteActions>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Edit Boba Co', 'Set a new password for Boba Co', 'Delete Boba Co']);
  });
});
