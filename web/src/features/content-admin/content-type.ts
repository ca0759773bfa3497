// The wire type, straight from the Worker's contract (types only; lib/contract.ts does not re-export it yet).
export type { ContentItem } from '../../lib/contract';
