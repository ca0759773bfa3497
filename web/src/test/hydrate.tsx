import { act } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `element` as the server would, then brings that HTML to life in the
 * browser; answers the container, the server's text and how many times React
 * committed the tree (1: hydration alone; more: the page was rendered again
 * right after, work that blocks a phone).
 */
export async function hydrateServerHtml(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(element);
  const serverText = container.textContent;
  const commits = { count: 0 };
  await act(async () => {
    hydrateRoot(
      container,
      <Profiler id="hydrated" onRender={() => (commits.count += 1)}>
        {element}
      </Profiler>,
    );
  });
  return { container, serverText, commits };
}
