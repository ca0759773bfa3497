import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxItem } from '../../lib/db';
import { outboxTexts } from '../../sync/texts';
import { QueuedNote } from './queued-note';

const item: OutboxItem = {
  clientId: 'c-queued',
  kind: 'review',
  payload: { name: 'Ana', rating: 5, comment: 'Lovely' },
  target: 'd-1',
  label: 'Review of Taro Milk Tea',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 2,
  status: 'queued',
};

beforeEach(async () => {
  await db.outbox.clear();
});

describe('QueuedNote', () => {
  it('says the write is queued, then that it went, once the outbox has delivered it', async () => {
    await db.outbox.add(item);
    render(<QueuedNote clientId="c-queued" sentText="Review Submitted Successfully" />);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(outboxTexts.queued);
    // Delivered: the outbox lets go of the row.
    await db.outbox.delete('c-queued');
    await waitFor(() => expect(note.textContent).toBe('Review Submitted Successfully'));
  });

  it("gives the server's reason when the queued write is refused as it goes", async () => {
    await db.outbox.add(item);
    render(<QueuedNote clientId="c-queued" sentText="Review Submitted Successfully" />);
    await db.outbox.update('c-queued', { status: 'failed', error: 'Drink not found.' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not sent: Drink not found.'));
  });

  it('says nothing while nothing is queued', () => {
    render(<QueuedNote clientId={null} sentText="Sent" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
