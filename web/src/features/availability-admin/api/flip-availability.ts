import { enqueue, type SendOutcome } from '../../../sync/outbox';
import type { AvailabilityChangeBody } from '../types';

/**
 * PUT /franchise/availability/:locationId through the outbox: sent at once
 * when online, kept on the tablet and sent when it is back when not. The
 * flip carries the time it was made here, so a late one never beats a newer
 * change from another device.
 */
export function flipAvailability(locationId: string, change: AvailabilityChangeBody, label: string): Promise<SendOutcome> {
  return enqueue({ kind: 'availability', target: locationId, payload: { ...change }, label });
}
