// The contract's values the first download needs, through a door of their own:
// a run-time import of lib/contract.ts from the entry's modules makes the
// bundler split the first download into about twenty files (105 KB gzip
// instead of 99.9 KB in 8). Types still come from lib/contract.ts.
export { SNAPSHOT_ELEMENT_ID } from '../../../worker/src/contract/rendered-page';
export { pictureSrcset } from '../../../worker/src/contract/picture-set';
