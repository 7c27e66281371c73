/** The median of a non-empty list: its middle value, or the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The smallest and the largest value of a non-empty list. */
export function spread(values: readonly number[]): { min: number; max: number } {
  if (!values.length) throw new Error('the spread of no values');
  return { min: Math.min(...values), max: Math.max(...values) };
}
