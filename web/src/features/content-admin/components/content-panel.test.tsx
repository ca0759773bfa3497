import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { mediaFile } from '../../../test/media-files';
import { ContentForm } from './content-panel';

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Image, video or PDF'), { target: { files: [file] } });
}

function stubPreviewUrls() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

function bigFile(type: string) {
  const file = mediaFile('mp4', 'big', type);
  Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 + 1 });
  return file;
}

describe('Add New Content form', () => {
  it('offline, says before anything is typed that uploading needs the network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    expect(
      screen.getByText("You're offline: uploading content needs a connection, as its file is uploaded. What you type stays in this form until you're back online."),
    ).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('asks for a caption, then for a valid file, before sending anything', () => {
    const send = vi.fn();
    vi.stubGlobal('XMLHttpRequest', send);
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a caption.');

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Summer launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a valid file (image or video) to upload.');
    expect(document.activeElement).toBe(screen.getByLabelText('Image, video or PDF'));
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an unsupported type and drops the file', async () => {
    stubPreviewUrls();
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    choose(mediaFile('svg', 'menu.svg', 'image/svg+xml'));
    expect((await screen.findByRole('alert')).textContent).toBe('Unsupported file type: image/svg+xml');
    expect(screen.queryByRole('img')).toBeNull();

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Menu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a valid file (image or video) to upload.');
  });

  it('takes a PDF, naming it since there is nothing to preview', async () => {
    stubPreviewUrls();
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    expect(screen.getByLabelText('Image, video or PDF').getAttribute('accept')).toBe('image/*,video/*,application/pdf');
    choose(mediaFile('pdf', 'Franchise brochure.pdf', 'application/pdf'));
    expect(await screen.findByText('PDF chosen: Franchise brochure.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over 50 MB, and previews a valid image', async () => {
    stubPreviewUrls();
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    choose(bigFile('video/mp4'));
    expect((await screen.findByRole('alert')).textContent).toBe('File size exceeds the limit of 50MB. Please select a smaller file.');

    choose(mediaFile('png', 'cup.png', 'image/png'));
    expect((await screen.findByRole('img', { name: 'Preview of the chosen image' })).getAttribute('src')).toBe('blob:preview');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused caption under it, focused, keeping the caption and the file', async () => {
    stubPreviewUrls();
    const reason = 'Caption must be at most 500 characters.';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<ContentForm onDirty={() => {}} onAdded={() => {}} />);
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Summer launch' } });
    choose(mediaFile('png', 'cup.png', 'image/png'));
    await screen.findByRole('img', { name: 'Preview of the chosen image' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    FakeXhr.last.answer(400, { success: false, message: `text: ${reason}`, fields: { text: reason } });

    const caption = screen.getByLabelText<HTMLInputElement>('Caption');
    await waitFor(() => expect(document.activeElement).toBe(caption));
    expect(caption.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(caption.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    expect(caption.value).toBe('Summer launch');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
  });
});
