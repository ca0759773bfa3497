import { requestTexts } from '../texts';
import type { FranchiseRequest } from '../types';

/**
 * PUT /admin/franchise/requset/:id/read (spelled as the original client's
 * paths), as the outbox keeps it: the request it marks, named for the offline
 * banner. A replay marks it read again, which changes nothing.
 */
export const requestReadMark = (request: FranchiseRequest) => ({ target: request._id, payload: {}, label: requestTexts.readLabel(request.name) });
