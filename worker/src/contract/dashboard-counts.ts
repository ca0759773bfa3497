/** What the dashboard's sidebar badges (`GET /dashboard/counts`); a franchise gets zeros for head office's queues. */
export interface DashboardCounts {
  /** Contact messages head office has not opened. */
  inbox: number;
  /** Franchise requests head office has not opened. */
  requests: number;
  /** Reviews waiting for moderation, across every drink. */
  pendingReviews: number;
  /** Chat messages sent to me that I have not seen. */
  chat: number;
}
