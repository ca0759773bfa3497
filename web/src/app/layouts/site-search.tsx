// The header search lives with its feature; the layouts mount it in two places.
export { SiteSearch } from '../../features/site-search/components/site-search';
