/**
 * Follower counts as SPEC §9 abbreviates them: under 1000 as is, thousands
 * with one decimal and K, millions with one decimal and M, rounded half up
 * (15300 → 15.3K, 1000 → 1.0K, 1250000 → 1.3M). A count that would round to
 * 1000.0K is shown as 1.0M instead.
 */
export function formatCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 1000) return String(n);
  if (n < 999_950) return `${(n / 1000).toFixed(1)}K`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}
