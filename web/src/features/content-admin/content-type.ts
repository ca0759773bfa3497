export type { ContentItem } from '../../lib/contract';
