import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { Field, TextField } from './text-field';

function CaptionField({ error }: { error?: string }) {
  return (
    <Field id="caption" label="Caption" hint="Shown under the picture." error={error}>
      {(control) => <input {...control} />}
    </Field>
  );
}

describe('Field', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<CaptionField />);
    const input = screen.getByRole('textbox', { name: 'Caption' });
    expect(input.getAttribute('aria-describedby')).toBe('caption-hint');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error, marks the control invalid and adds the error to its description', () => {
    render(<CaptionField error="Caption is required" />);
    const input = screen.getByRole('textbox', { name: 'Caption' });
    expect(screen.getByRole('alert').textContent).toBe('Caption is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('caption-hint caption-error');
    expect(document.getElementById('caption-error')?.textContent).toBe('Caption is required');
  });
});

describe('TextField', () => {
  it('shows the form’s own refusal under the input, and lets the form put the focus on it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField id="name" ref={ref} label="Name" error="Enter a name." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('alert').textContent).toBe('Enter a name.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    ref.current?.focus();
    expect(document.activeElement).toBe(input);
  });
});
