// The formatters live in web/src/format.ts; QuotesTab.tsx still imports formatMoney from here.
export { formatMoney } from '../../format.ts';
