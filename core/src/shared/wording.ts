/**
 * A count with its noun in the right number: '1 property', '0 vehicles', '3 properties'. `many` is the plural
 * when adding an s is wrong.
 */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** A name in the possessive: 'Chubb's', and a name ending in s takes only the apostrophe: 'Travelers''. */
export const possessive = (name: string): string => (/s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`);
