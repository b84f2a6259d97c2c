/**
 * A count with its noun in the right number: '1 property', '0 vehicles', '3 properties'. `many` is the plural
 * when adding an s is wrong.
 */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
