const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dayAndTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "2:05 PM" today, else "May 1, 2:05 PM": when a screen's copy was saved on this device. */
export function formatSavedAt(at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return (sameDay ? timeFormat : dayAndTimeFormat).format(at);
}
