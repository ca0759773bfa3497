import { useEffect } from 'react';

/**
 * Text typed into a page the server rendered, before the app took it over:
 * React keeps it on screen but not in the form's state, so the next render
 * would wipe it and a submit would send the field empty. This hands it to the
 * field's onChange as if typed now. React tracks each control's last value and
 * ignores an input event that does not change it, so the tracker is told of
 * the empty value first and the typed text then set past it.
 */
// Looked up when needed: the server renders these modules too, and it has no HTMLInputElement.
const nativeValueSetter = (control: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!;

export function keepTypedBeforeHydration(control: Element | null) {
  if (!control || !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)) return;
  const typed = control.value;
  if (typed === control.defaultValue) return;
  control.value = control.defaultValue;
  nativeValueSetter(control).call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once, when the control with this id joins the page: a page the server rendered may have been typed into already. */
export function useKeepTyped(id: string) {
  useEffect(() => keepTypedBeforeHydration(document.getElementById(id)), [id]);
}
