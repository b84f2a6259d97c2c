export { vars } from './contract.css.ts';
export { lightTheme, lightTokens } from './light.css.ts';
export { darkTheme } from './dark.css.ts';
export { globalStyles } from './global.css.ts';
export * from './tokens.ts';
export { scales } from './values.ts';
