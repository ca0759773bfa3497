/**
 * What a visitor does on a rendered page before its code has taken it over,
 * held until it has, instead of lost.
 *
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
/** The window property the script queues held taps in: the buttons, in the order first tapped. */
export const HELD_TAPS = '__heldTaps';
/** A held button wears it until its tap is made (styles/buttons.css draws it pressed): the tap was taken. */
export const HELD_TAP_ATTRIBUTE = 'data-held';

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

/**
 * A tap on one of the page's buttons (a drink's card, the folded navigation)
 * before the app listens does nothing at all: a `type="button"` has no
 * default the browser could fall back on, so the visitor's tap was lost. Until
 * the app's root is marked alive (main.tsx, once React has taken the page
 * over), such a tap is held, each button once however often it was tapped,
 * and made again then (lib/held-taps.ts). Meanwhile the button looks pressed,
 * so a visitor on a slow phone sees the tap was taken and need not tap again. Submit buttons are left to the
 * submit holding above, links to the browser.
 */
export const heldTapsScript =
  `addEventListener('click',function(e){var r=document.getElementById('root'),b=e.target;` +
  `if(!r||r.hasAttribute('${ALIVE_ATTRIBUTE}')||!(b instanceof Element))return;` +
  `b=b.closest('button[type=button]');if(!b||!r.contains(b))return;` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  `var q=window.${HELD_TAPS}||(window.${HELD_TAPS}=[]);if(q.indexOf(b)<0)q.push(b);b.setAttribute('${HELD_TAP_ATTRIBUTE}','')},true)`;

/** The page's one inline script of its own, as the head carries it and the CSP allows it. */
export const heldInputScript = `${heldSubmitsScript};${heldTapsScript}`;
