import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { AddContentForm } from './add-content-form';

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Image, video or PDF'), { target: { files: [file] } });
}

function stubPreviewUrls() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

function bigFile(type: string) {
  const file = new File(['x'], 'big', { type });
  Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 + 1 });
  return file;
}

describe('Add New Content form', () => {
  it('asks for a caption, then for a valid file, before sending anything', () => {
    const send = vi.fn();
    vi.stubGlobal('XMLHttpRequest', send);
    render(<AddContentForm labelledBy="h" onAdded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a caption.');

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Summer launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a valid file (image or video) to upload.');
    expect(document.activeElement).toBe(screen.getByLabelText('Image, video or PDF'));
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an unsupported type and drops the file', () => {
    stubPreviewUrls();
    render(<AddContentForm labelledBy="h" onAdded={() => {}} />);
    choose(new File(['{\\rtf1}'], 'menu.rtf', { type: 'application/rtf' }));
    expect(screen.getByRole('alert').textContent).toBe('Unsupported file type: application/rtf');
    expect(screen.queryByRole('img')).toBeNull();

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Menu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a valid file (image or video) to upload.');
  });

  it('takes a PDF, naming it since there is nothing to preview', () => {
    stubPreviewUrls();
    render(<AddContentForm labelledBy="h" onAdded={() => {}} />);
    expect(screen.getByLabelText('Image, video or PDF').getAttribute('accept')).toBe('image/*,video/*,application/pdf');
    choose(new File(['%PDF-1.7'], 'Franchise brochure.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('PDF chosen: Franchise brochure.pdf')).toBeTruthy();
  });

  it('refuses a file over 50 MB, and previews a valid image', async () => {
    stubPreviewUrls();
    render(<AddContentForm labelledBy="h" onAdded={() => {}} />);
    choose(bigFile('video/mp4'));
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds the limit of 50MB. Please select a smaller file.');

    choose(new File(['png'], 'cup.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('img', { name: 'Preview of the chosen image' })).getAttribute('src')).toBe('blob:preview');
  });

  it('shows a refused caption under it, focused, keeping the caption and the file', async () => {
    stubPreviewUrls();
    const reason = 'Caption must be at most 500 characters.';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<AddContentForm labelledBy="h" onAdded={() => {}} />);
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Summer launch' } });
    choose(new File(['png'], 'cup.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    FakeXhr.last.answer(400, { success: false, message: `text: ${reason}`, fields: { text: reason } });

    const caption = screen.getByLabelText('Caption') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(caption));
    expect(caption.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(caption.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    expect(caption.value).toBe('Summer launch');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
  });
});
