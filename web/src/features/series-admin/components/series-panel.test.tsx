import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import type { Series } from '../../../lib/contract';
import { answerJson } from '../../../test/fixtures';
import { mediaFile } from '../../../test/media-files';
import { SeriesForm } from './series-panel';

/** The form against a server that accepts the series, with picture previews stubbed. */
function renderAccepted(canMarkSignature: boolean) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const fetchMock = vi.fn(answerJson(201, { success: true, message: 'Series Added Successfully' }));
  vi.stubGlobal('fetch', fetchMock);
  const onAdded = vi.fn();
  const { container } = render(<SeriesForm series={null} onSaved={onAdded} onDirty={() => {}} canMarkSignature={canMarkSignature} />);
  return { fetchMock, onAdded, container };
}

describe('Add New Series (the panel form)', () => {
  it('offline, says before anything is typed that adding a series needs the network; an edit, that only a new picture does', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = render(<SeriesForm series={null} onSaved={() => {}} onDirty={() => {}} canMarkSignature={false} />);
    expect(
      screen.getByText("You're offline: adding a series needs a connection, as its file is uploaded. What you type stays in this form until you're back online."),
    ).toBeTruthy();
    unmount();
    render(
      <SeriesForm series={{ _id: 's1', name: 'Milk Tea', image: null, signature: false, version: 2 } as never} onSaved={() => {}} onDirty={() => {}} canMarkSignature={false} />,
    );
    expect(
      screen.getByText("You're offline: a new picture needs a connection. Changes without a new picture are kept on this device and sent when you're back online."),
    ).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('alerts for a missing name and picture (SPEC §5) without calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SeriesForm series={null} onSaved={() => {}} onDirty={() => {}} canMarkSignature={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a series name.', 'Please choose an image for the series.']);
    expect(document.activeElement).toBe(screen.getByLabelText('Series Name'));

    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Fresh Fruit Tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please choose an image for the series.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts name and picture as multipart, then hands over to the panel; a franchise gets no signature switch', async () => {
    const { fetchMock, onAdded } = renderAccepted(false);
    const picture = mediaFile('png', 'tea.png', 'image/png');
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: ' Fresh Fruit Tea ' } });
    fireEvent.change(screen.getByLabelText('Series Picture'), { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: 'Preview of the chosen picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.credentials]).toEqual(['/api/v1/user/menu/series', 'POST', 'include']);
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Fresh Fruit Tea');
    expect((body.get('image') as File).name).toBe('tea.png');
    expect(body.has('signature')).toBe(false);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('refuses a file that is not really a picture before any preview, whatever its name says', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SeriesForm series={null} onSaved={() => {}} onDirty={() => {}} canMarkSignature={false} />);
    fireEvent.change(screen.getByLabelText('Series Picture'), { target: { files: [mediaFile('pdf', 'menu.png', 'image/png')] } });
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Stormy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Series Picture'));
    expect(screen.getByLabelText('Series Picture').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one clientId with every retry of a submission until it succeeds, then a new one', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const created = answerJson(201, { success: true, message: 'Series Added Successfully' });
    const fetchMock = vi.fn(created).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const onAdded = vi.fn();
    render(<SeriesForm series={null} onSaved={onAdded} onDirty={() => {}} canMarkSignature={false} />);
    const submit = async (calls: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
      await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Series' }).disabled).toBe(false));
    };
    const fill = async () => {
      fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Fresh Fruit Tea' } });
      fireEvent.change(screen.getByLabelText('Series Picture'), { target: { files: [mediaFile('png', 'tea.png', 'image/png')] } });
      await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    };

    await fill();
    await submit(1);
    expect(onAdded).not.toHaveBeenCalled();
    await submit(2);
    expect(onAdded).toHaveBeenCalledTimes(1);
    await fill();
    await submit(3);

    const sent = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].body as FormData).get('clientId'));
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('lets head office mark the new series as signature with a switch, sent as signature=true', async () => {
    const { fetchMock, onAdded } = renderAccepted(true);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Signature series' });
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toContain('public menu');
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Stormy' } });
    fireEvent.change(screen.getByLabelText('Series Picture'), { target: { files: [mediaFile('png', 'tea.png', 'image/png')] } });
    await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Series' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('signature')).toBe('true');
  });
});

const stormy: Series = { _id: 's1', name: 'Stormy', image: '/api/v1/media/picture/s1.png', imageId: 's1.png', signature: false, version: 3, drinks: [] };
/** What another device saved meanwhile: the 409's `conflict` (worker contract/row-version.ts). */
const stale = {
  success: false,
  message: 'This was changed on another device since you opened it.',
  conflict: { current: { ...stormy, name: 'Stormy Seas', signature: true, version: 4 }, changedBy: 'Head office', changedAt: Date.UTC(2025, 4, 2, 15, 2) },
};

/** Update Series against a server answering each PUT in turn (the last answer repeats); what each PUT carried, as text. */
function renderUpdate(answers: [number, unknown][], canMarkSignature = true) {
  const sent: Record<string, string | File>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(Object.fromEntries((init.body as FormData).entries()));
      const [status, body] = answers[Math.min(sent.length, answers.length) - 1];
      return Response.json(body, { status });
    }),
  );
  const onSaved = vi.fn();
  render(<SeriesForm series={stormy} onSaved={onSaved} onDirty={() => {}} canMarkSignature={canMarkSignature} />);
  return { sent, onSaved };
}

const updated: [number, unknown] = [200, { success: true, message: 'Series Updated Successfully' }];

describe('Update Series from a second device (issue #51)', () => {
  beforeEach(() => db.outbox.clear());

  it('names the version it was made from; a stale one shows both, and Keep mine sends again with the other version', async () => {
    const { sent, onSaved } = renderUpdate([[409, stale], updated]);
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Stormy Nights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));

    const choice = await screen.findByRole('alert', { name: /^Changed on another device by Head office at / });
    expect(sent[0]).toMatchObject({ name: 'Stormy Nights', signature: 'false', version: '3' });
    const name = within(choice).getByText('Series Name').parentElement!;
    expect(name.textContent).toContain('Yours Stormy Nights');
    expect(name.textContent).toContain('Theirs Stormy Seas');
    expect(within(choice).getByText('Signature series').parentElement!.textContent).toMatch(/Yours No.*Theirs Yes/);
    expect(onSaved).not.toHaveBeenCalled();
    // What was typed is still in the form.
    expect(screen.getByLabelText<HTMLInputElement>('Series Name').value).toBe('Stormy Nights');

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ name: 'Stormy Nights', signature: 'false', version: '4' });
    expect(screen.queryByRole('alert', { name: /Changed on another device/ })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('Use theirs copies their switch into the form and the save names their version', async () => {
    const { sent } = renderUpdate([[409, stale], updated]);
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Stormy Nights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));
    const choice = await screen.findByRole('alert', { name: /Changed on another device/ });
    fireEvent.click(within(choice).getByRole('button', { name: 'Use theirs: Signature series' }));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Signature series' }).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'Stormy Nights', signature: 'true', version: '4' });
  });

  it('Take theirs drops the edit, sends nothing more and closes', async () => {
    const { sent, onSaved } = renderUpdate([[409, stale]], false);
    fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: 'Stormy Nights' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));
    const choice = await screen.findByRole('alert', { name: /Changed on another device/ });
    // A franchise has no switch: only the name is compared.
    expect(within(choice).queryByText('Signature series')).toBeNull();
    expect(sent[0]).not.toHaveProperty('signature');
    expect(await db.outbox.count()).toBe(1);

    fireEvent.click(within(choice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a new picture sends the version too, and a stale one shows the same choice', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { sent, onSaved } = renderUpdate([[409, stale], updated]);
    fireEvent.change(screen.getByLabelText('Series Picture (optional)'), { target: { files: [mediaFile('png', 'storm.png', 'image/png')] } });
    await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));

    const choice = await screen.findByRole('alert', { name: /^Changed on another device by Head office/ });
    expect(sent[0]).toMatchObject({ name: 'Stormy', imageChanged: 'true', version: '3' });
    expect((sent[0].image as File).name).toBe('storm.png');
    expect(within(choice).getByText('Series Name').parentElement!.textContent).toMatch(/Yours Stormy.*Theirs Stormy Seas/);

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ name: 'Stormy', imageChanged: 'true', version: '4' });
    expect((sent[1].image as File).name).toBe('storm.png');
  });
});

describe('Update Series twice while offline', () => {
  beforeEach(() => db.outbox.clear());

  it('the second edit replaces the waiting one, so the device never meets its own change as another device’s', async () => {
    let online = false;
    const sent: Record<string, FormDataEntryValue>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(Object.fromEntries((init.body as FormData).entries()));
        return Response.json({ success: true, message: 'Series Updated Successfully' });
      }),
    );
    const edit = async (from: Series, name: string) => {
      const onSaved = vi.fn();
      const { unmount } = render(<SeriesForm series={from} onSaved={onSaved} onDirty={() => {}} canMarkSignature={false} />);
      fireEvent.change(screen.getByLabelText('Series Name'), { target: { value: name } });
      fireEvent.click(screen.getByRole('button', { name: 'Update Series' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      unmount();
    };
    await edit(stormy, 'Stormy Nights');
    // The list shows the series as it will be, so the panel opens with the waiting name.
    await edit({ ...stormy, name: 'Stormy Nights' }, 'Stormy Seas');
    expect((await db.outbox.toArray()).map((i) => i.payload)).toEqual([{ name: 'Stormy Seas', imageChanged: 'false', imageId: 's1.png', version: '3' }]);

    online = true;
    const { flushOutbox } = await import('../../../sync/outbox');
    await flushOutbox({ force: true });
    expect(sent).toEqual([{ name: 'Stormy Seas', imageChanged: 'false', imageId: 's1.png', version: '3' }]);
  });
});

describe('a series edit kept offline that met a newer version in the background', () => {
  beforeEach(() => db.outbox.clear());

  it('opens with what was typed offline and both versions; Keep mine sends it with the other version', async () => {
    await db.outbox.add({
      clientId: 'kept-1',
      kind: 'series-update',
      target: 's1',
      payload: { name: 'Stormy Nights', signature: 'false', imageChanged: 'false', imageId: 's1.png', version: '3' },
      label: 'Changes to Stormy Nights',
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
      status: 'failed',
      error: 'Changed on another device by Head office',
      fields: {},
      conflict: stale.conflict,
    });
    const { sent, onSaved } = renderUpdate([updated]);
    const choice = await screen.findByRole('alert', { name: /^Changed on another device by Head office at / });
    expect(screen.getByLabelText<HTMLInputElement>('Series Name').value).toBe('Stormy Nights');
    expect(within(choice).getByText('Series Name').parentElement!.textContent).toMatch(/Yours Stormy Nights.*Theirs Stormy Seas/);

    fireEvent.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([{ name: 'Stormy Nights', signature: 'false', imageChanged: 'false', imageId: 's1.png', version: '4' }]);
    expect(await db.outbox.count()).toBe(0);
  });
});
