/** Scores are shown with one decimal. */
export const roundScore = (value: number) => Math.round(value * 10) / 10;

export const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
