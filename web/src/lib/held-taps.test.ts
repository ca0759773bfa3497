import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALIVE_ATTRIBUTE, HELD_TAP_ATTRIBUTE, heldTapsScript } from './held-submits-script';
import { releaseHeldTaps } from './held-taps';

/** A rendered page's root with a button, as the server sends it: the app's handler is not there yet. */
function renderedPage(html = '<button type="button">Taro Milk Tea</button>') {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('taps made before the app has taken the page over', () => {
  beforeAll(() => {
    // The head's inline script, run once as the page runs it.
    // Indirect, as the page runs it: in the global scope.
    (0, eval)(heldTapsScript);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held, each button once, and made again in order a task after the app is alive', async () => {
    const root = renderedPage('<button type="button" id="a"><span>A</span></button><button type="button" id="b">B</button>');
    const clicks: string[] = [];
    root.addEventListener('click', (e) => clicks.push((e.target as Element).closest('button')!.id));
    root.querySelector<HTMLElement>('#a span')!.click();
    root.querySelector<HTMLElement>('#b')!.click();
    root.querySelector<HTMLElement>('#a')!.click();
    expect(clicks).toEqual([]);
    // Each looks pressed meanwhile: the tap was taken.
    expect([...root.querySelectorAll(`[${HELD_TAP_ATTRIBUTE}]`)].map((b) => b.id)).toEqual(['a', 'b']);

    releaseHeldTaps(root);
    expect(root.hasAttribute(ALIVE_ATTRIBUTE)).toBe(true);
    expect(clicks).toEqual([]);
    await vi.waitFor(() => expect(clicks).toEqual(['a', 'b']));
    expect(root.querySelectorAll(`[${HELD_TAP_ATTRIBUTE}]`)).toHaveLength(0);

    // Alive: a tap goes straight through, and nothing held is made again.
    root.querySelector<HTMLElement>('#b')!.click();
    releaseHeldTaps(root);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual(['a', 'b', 'b']);
  });

  it('leave submit buttons, links and what is outside the app to the browser', () => {
    const root = renderedPage('<form><button id="send">Send</button></form><a href="#menu" id="link">Menu</a>');
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    const reached: string[] = [];
    document.addEventListener('click', (e) => reached.push((e.target as Element).id || 'outside'));
    root.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());
    root.querySelector<HTMLElement>('#send')!.click();
    root.querySelector<HTMLElement>('#link')!.click();
    outside.click();
    expect(reached).toEqual(['send', 'link', 'outside']);
  });

  it('drops a held tap whose button left the page before the app was alive', async () => {
    const root = renderedPage('<button type="button" id="gone">Gone</button>');
    const button = root.querySelector<HTMLElement>('#gone')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    button.click();
    button.remove();
    releaseHeldTaps(root);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicked).not.toHaveBeenCalled();
  });
});
