import { useEffect } from 'react';

/**
 * What a visitor typed or chose in a page the server rendered, before the app
 * took it over: React keeps it on screen but not in the form's state, so the
 * next render would wipe it and a submit would send the field empty. This
 * hands it to the field's onChange as if done now.
 *
 * React tracks each text control's last value and ignores an event that does
 * not change it, so the tracker is told of the server's value first and the
 * visitor's set past it with the prototype's own setter. A select has no
 * tracker: its change event alone carries the choice.
 */
// Looked up when needed: the server renders these modules too, and it has no HTMLInputElement.
/** Sets `value` through the prototype's own setter (with the control as `this`), past React's tracker on the instance. */
const setNativeValue = (control: Element, value: string) => Reflect.set(Object.getPrototypeOf(control) as object, 'value', value, control);

/** The value the server rendered the select with: its option marked selected, else its first. */
function renderedChoice(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Reads what the visitor left in the control now, and returns how to hand it
 * to the form later (nothing when they left it as the server rendered it).
 */
export function typedBeforeHydration(control: Element | null): (() => void) | undefined {
  if (control instanceof HTMLSelectElement) {
    const chosen = control.value;
    if (control.multiple || chosen === renderedChoice(control)) return undefined;
    return () => {
      control.value = chosen;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return undefined;
  if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)) return undefined;
  const typed = control.value;
  const rendered = control.defaultValue;
  if (typed === rendered) return undefined;
  return () => {
    control.value = rendered;
    setNativeValue(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * Once, when the control with this id joins the page: a page the server
 * rendered may have been typed into already. What is there is read in the
 * effect, while every field still shows it, and handed over just after the
 * effects: the first field's change re-renders the form at once, which sets
 * the others back to what its state holds, so each puts its own text back
 * before it speaks. A held submit of the form waits a task longer
 * (lib/held-submits.ts).
 */
export function useKeepTyped(id: string) {
  useEffect(() => {
    const handOver = typedBeforeHydration(document.getElementById(id));
    if (handOver) queueMicrotask(handOver);
  }, [id]);
}
