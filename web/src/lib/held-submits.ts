import { useEffect, useRef } from 'react';
import { ALIVE_ATTRIBUTE, HELD_QUEUE, HOLD_ATTRIBUTE } from './held-submits-script';

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    [HELD_QUEUE]?: HeldSubmit[];
  }
}

/** Takes this form's held submit, if the visitor sent it before the form was alive. */
function takeHeld(form: HTMLFormElement): HeldSubmit | undefined {
  const queue = window[HELD_QUEUE];
  const index = queue?.findIndex((held) => held.form === form) ?? -1;
  return index < 0 ? undefined : queue!.splice(index, 1)[0];
}

/**
 * For a public form the server renders (lib/held-submits-script.ts): spread
 * the result on the <form>. Once the form's component has mounted, a submit
 * the visitor made before is sent again, now through the form's own handler.
 * The fields' typed text reaches the form's state in the fields' own effects
 * (components/ui/keep-typed.ts), which run before the form's, so the form is
 * marked alive only once its state holds what is on screen, and the replay a
 * task later sends exactly that.
 */
export function useHoldUntilAlive() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(ALIVE_ATTRIBUTE, '');
    const held = takeHeld(form);
    if (!held) return;
    form.removeAttribute('aria-busy');
    const { submitter } = held;
    const ownButton = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form ? submitter : null;
    setTimeout(() => form.isConnected && form.requestSubmit(ownButton), 0);
  }, []);
  return { ref, [HOLD_ATTRIBUTE]: '' } as const;
}
