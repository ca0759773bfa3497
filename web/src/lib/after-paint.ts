import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has painted what it has now: a frame, then a
 * task. For work a tap should not wait for (the address bar, a hidden panel's
 * data), so the tap's answer reaches the screen first. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the render that mounts the component, true once that render has reached the screen. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
