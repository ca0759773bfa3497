import type { ReactNode } from 'react';
import { usePainted } from '../../lib/after-paint';

/** Its children mount once what is around them has painted: for a part out of sight at first (a hidden tab) whose mounting loads code or data. */
export function AfterPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}
