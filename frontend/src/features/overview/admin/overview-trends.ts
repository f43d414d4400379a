// The trend line under an Overview count, from the API's figure: "+2 from last week", "+1 new
// today", "No change" at 0 (and "−1 …" should a count ever go down).
export function trendText(change: number | undefined, label: string): string {
  if (change === undefined) return '';
  if (change === 0) return 'No change';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)} ${label}`;
}
