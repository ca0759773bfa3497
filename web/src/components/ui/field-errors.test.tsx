import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EditPanelForm } from './edit-panel';
import type { FieldErrorMap } from './field-errors';
import { DialogForm } from './row-dialog';
import { SubmitButton } from './submit-button';
import { Field } from './text-field';

// happy-dom lays nothing out: what matters is which element the form asked to bring into view.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

/** A long panel: a name at the top, checked on Save, which sits at the bottom. */
function NamePanel({ serverSays }: { serverSays?: FieldErrorMap }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sugar, setSugar] = useState<string | null>(null);
  return (
    <EditPanelForm
      onSubmit={() => {
        setError(name.trim() ? null : 'Please enter a name.');
        setSugar(serverSays?.sugar ?? null);
      }}
      submit={<SubmitButton pending={false}>Save</SubmitButton>}
    >
      <Field id="name" label="Name" error={error}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <fieldset aria-invalid={sugar ? true : undefined} aria-describedby={sugar ? 'sugar-error' : undefined}>
        <legend>Sugar levels</legend>
        <label>
          <input type="checkbox" /> 50%
        </label>
        {sugar && (
          <p id="sugar-error" role="alert">
            {sugar}
          </p>
        )}
      </fieldset>
    </EditPanelForm>
  );
}

const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));

describe('a refused submit puts the focus on the first refused field', () => {
  it('in an edit panel, after its own check: the field takes the focus, is described by its message and is brought into view with it', async () => {
    render(<NamePanel />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a name.');
    expect(scrolled).toEqual([name.closest('.field')]);
  });

  it('makes a refused group focusable and focuses it, so its legend and message are read', async () => {
    render(<NamePanel serverSays={{ sugar: 'Choose at least one sugar level.' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Taro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('group', { name: 'Sugar levels' });
    await waitFor(() => expect(document.activeElement).toBe(group));
    expect(group.tabIndex).toBe(-1);
    expect(scrolled).toEqual([group]);
  });

  it('leaves the focus where it is when nothing is refused', async () => {
    render(<NamePanel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Taro' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await act(frame);
    expect(document.activeElement).toBe(save);
    expect(scrolled).toEqual([]);
  });

  it('in a dialog form, after the server named the field: once its answer came', async () => {
    let answer: (fields: FieldErrorMap) => void = () => {};
    function RenameForm() {
      const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
      return (
        <DialogForm
          onSubmit={() => new Promise<void>((done) => (answer = (fields) => (setFieldErrors(fields), done())))}
          fieldErrors={fieldErrors}
          pending={false}
          submitLabel="Update"
        >
          <Field id="city" label="City" name="city">
            {(control) => <input {...control} />}
          </Field>
          <Field id="email" label="Email" name="email">
            {(control) => <input {...control} />}
          </Field>
        </DialogForm>
      );
    }
    render(<RenameForm />);
    const update = screen.getByRole('button', { name: 'Update' });
    update.focus();
    fireEvent.click(update);
    await act(frame);
    expect(document.activeElement).toBe(update);
    act(() => answer({ email: 'Enter a valid email address.' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-describedby')).toBe('email-error');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(scrolled.at(-1)).toBe(email.closest('.field'));
  });
});
