/**
 * A form the server rendered can be sent before the app has taken it over:
 * the visitor types an email and presses Enter while the code is still on
 * its way. The browser would then send the form itself, as a page load with
 * what was typed in the address, and the app would never see it. The page's
 * head therefore carries one small inline script (allowed by its hash in the
 * CSP) that holds such a submit until the form's component is alive, which
 * then sends it as if it had been made just now (lib/held-submits.ts).
 *
 * Only forms that opt in (HOLD_ATTRIBUTE) are held; a form is alive once its
 * component has mounted and marked it (ALIVE_ATTRIBUTE). Both the script and
 * the hook read the names from here.
 */
export const HOLD_ATTRIBUTE = 'data-hold-until-alive';
export const ALIVE_ATTRIBUTE = 'data-alive';
/** The window property the script queues held submits in, as `{form, submitter}`. */
export const HELD_QUEUE = '__heldSubmits';

/**
 * Runs inline before any markup, so it is written as plain script text: no
 * imports, no module scope. A capture listener on the window runs before
 * React's own, which would otherwise drop a submit aimed at a part it has not
 * hydrated yet and let the browser's default go ahead.
 */
export const heldSubmitsScript =
  `addEventListener('submit',function(e){var f=e.target;` +
  `if(!(f instanceof HTMLFormElement)||!f.hasAttribute('${HOLD_ATTRIBUTE}')||f.hasAttribute('${ALIVE_ATTRIBUTE}'))return;` +
  `e.preventDefault();e.stopImmediatePropagation();f.setAttribute('aria-busy','true');` +
  `var q=window.${HELD_QUEUE}||(window.${HELD_QUEUE}=[]);` +
  `for(var i=0;i<q.length;i++)if(q[i].form===f){q[i].submitter=e.submitter;return}` +
  `q.push({form:f,submitter:e.submitter})},true)`;
