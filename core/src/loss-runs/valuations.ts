/** The valuation dates a claim was listed at, each once and in order; a loss run without one adds none. */
export const valuationsOf = (dates: readonly (string | null)[]): string[] =>
  [...new Set(dates.filter((d): d is string => d !== null))].sort();
