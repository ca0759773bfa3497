import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerJson } from '../../../test/fixtures';
import { AddSeriesForm } from './add-series-form';

describe('Add New Series form', () => {
  it('alerts for a missing name and picture (SPEC §5) without calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<AddSeriesForm labelledBy="h" onAdded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a series name.', 'Please choose an image for the series.']);
    expect(document.activeElement).toBe(screen.getByLabelText('Series Name'));

    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Fresh Fruit Tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please choose an image for the series.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts name and picture as multipart, then clears the form and its preview', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Series Added Successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    const onAdded = vi.fn();
    const { container } = render(<AddSeriesForm labelledBy="h" onAdded={onAdded} />);
    const picture = new File(['png'], 'tea.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: ' Fresh Fruit Tea ' } });
    fireEvent.change(screen.getByLabelText('Series Picture'), { target: { files: [picture] } });
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.credentials]).toEqual(['/api/v1/user/menu/series', 'POST', 'include']);
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Fresh Fruit Tea');
    expect((body.get('image') as File).name).toBe('tea.png');
    expect((screen.getByLabelText('Series Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
  });
});
