import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX } from '../../../lib/contract';
import { MessageComposer } from './message-composer';

function Composer({ onSubmit }: { onSubmit: (text: string) => void }) {
  const [text, setText] = useState('');
  const fits = text.trim().length > 0 && text.trim().length <= MESSAGE_MAX;
  return <MessageComposer text={text} canSend={fits} onChange={setText} onSubmit={() => onSubmit(text)} />;
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('message composer', () => {
  it('takes several lines: Shift+Enter keeps typing, Enter sends', () => {
    const sent = vi.fn();
    render(<Composer onSubmit={sent} />);
    fireEvent.change(field(), { target: { value: 'Line one\nLine two' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(sent).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(sent).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('warns before the limit, and past it says by how much and keeps every character, with Send off', () => {
    const sent = vi.fn();
    render(<Composer onSubmit={sent} />);
    fireEvent.change(field(), { target: { value: 'x'.repeat(MESSAGE_MAX - 500) } });
    expect(screen.queryByText(/characters? left/)).toBeNull();

    fireEvent.change(field(), { target: { value: 'x'.repeat(MESSAGE_MAX - 150) } });
    expect(screen.getByText('150 characters left')).toBeTruthy();
    expect(send().disabled).toBe(false);

    const pasted = 'y'.repeat(MESSAGE_MAX + 42);
    fireEvent.change(field(), { target: { value: pasted } });
    expect(field().value).toBe(pasted);
    expect(field().getAttribute('maxlength')).toBeNull();
    expect(screen.getByText('42 characters too many: shorten the message to send it')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(send().disabled).toBe(true);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('The message is too long to send.');
  });
});
