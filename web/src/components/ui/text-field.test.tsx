import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './text-field';

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
