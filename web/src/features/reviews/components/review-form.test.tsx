import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxTexts } from '../../../sync/texts';
import { reviewTexts } from '../texts';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn() }));
vi.mock('../../../sync/outbox', () => outbox);
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../components/ui/toast', () => toasts);

const { ReviewForm } = await import('./review-form');

const drink = { _id: 'd-1', name: 'Taro Milk Tea' };
const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const nameField = () => screen.getByLabelText<HTMLInputElement>(reviewTexts.nameLabel);
const reviewField = () => screen.getByLabelText<HTMLTextAreaElement>(reviewTexts.commentLabel);
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.getAttribute('aria-label'));

function fill(name: string, stars: number, comment: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.click(star(stars));
  fireEvent.change(reviewField(), { target: { value: comment } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: reviewTexts.send }));

beforeEach(() => {
  vi.clearAllMocks();
  render(<ReviewForm drink={drink} />);
});

describe('New Review form', () => {
  it('takes whole stars only, by click and by keyboard, within 1 to 5', () => {
    expect(screen.getByRole('heading', { name: 'New Review' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: reviewTexts.ratingLabel })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(checked()).toEqual([]);
    fireEvent.click(star(4));
    expect(checked()).toEqual(['4 stars']);
    fireEvent.keyDown(star(4), { key: 'ArrowRight' });
    fireEvent.keyDown(star(5), { key: 'ArrowRight' });
    expect(checked()).toEqual(['5 stars']);
    fireEvent.keyDown(star(5), { key: 'Home' });
    fireEvent.keyDown(star(1), { key: 'ArrowLeft' });
    expect(checked()).toEqual(['1 star']);
    fireEvent.keyDown(star(1), { key: 'End' });
    expect(checked()).toEqual(['5 stars']);
  });

  it('sends the review through the outbox with a whole-star rating, toasts and puts the focused thank-you in its place', async () => {
    outbox.enqueue.mockResolvedValue({ state: 'sent', body: {} });
    fill('  Ana  ', 3, 'Lovely and not too sweet.');
    send();
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('Review Submitted Successfully'));
    // The toast comes first; the thank-you takes the form's place once React has drawn it (not always in the same turn).
    await waitFor(() => expect(screen.queryByRole('button', { name: reviewTexts.send })).toBeNull());
    expect(outbox.enqueue).toHaveBeenCalledWith({
      kind: 'review',
      target: 'd-1',
      payload: { name: 'Ana', rating: 3, comment: 'Lovely and not too sweet.' },
      label: 'Review of Taro Milk Tea',
    });
    expect(Number.isInteger(outbox.enqueue.mock.calls[0][0].payload.rating)).toBe(true);
    // Pending until approved, so the thank-you says why it is not listed yet.
    const thanks = screen.getByRole('status');
    expect(thanks.textContent).toContain(reviewTexts.pendingNote);
    await waitFor(() => expect(document.activeElement).toBe(thanks));

    fireEvent.click(screen.getByRole('button', { name: reviewTexts.writeAnother }));
    expect(nameField().value).toBe('');
    expect(reviewField().value).toBe('');
    expect(checked()).toEqual([]);
    expect(document.activeElement).toBe(nameField());
  });

  it('clears and says it is queued when offline', async () => {
    outbox.enqueue.mockResolvedValue({ state: 'queued', clientId: 'c-1' });
    fill('Ana', 5, 'Great');
    send();
    // The form's status region is there before sending: wait for what it says, not for the region.
    await screen.findByText(outboxTexts.queued, { selector: '[role="status"], [role="status"] *' });
    expect(nameField().value).toBe('');
    expect(toasts.toastSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's reason when refused and keeps what was typed", async () => {
    outbox.enqueue.mockResolvedValue({ state: 'rejected', message: 'Too many reviews. Please try again later.', fields: {} });
    fill('Ana', 2, 'Too icy');
    send();
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Too many reviews. Please try again later.'));
    expect(nameField().value).toBe('Ana');
    expect(reviewField().value).toBe('Too icy');
    expect(checked()).toEqual(['2 stars']);
  });

  it('asks for a rating before sending anything', async () => {
    fireEvent.change(nameField(), { target: { value: 'Ana' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(reviewTexts.ratingRequired);
    expect(outbox.enqueue).not.toHaveBeenCalled();
    fireEvent.click(star(5));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
