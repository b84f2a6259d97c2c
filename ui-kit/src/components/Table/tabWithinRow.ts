import type { KeyboardEvent } from 'react';

/** What Tab stops on inside a row's cells: its buttons, links, checkboxes and fields (not the cells themselves). */
const TABBABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
const CELL = '[role="gridcell"], [role="rowheader"]';
/** Where focus sits inside a field rather than on one of the row's stops (a checkbox is a stop, not a field). */
const IN_FIELD = 'input:not([type="checkbox"]):not([type="radio"]), select, textarea, [role="spinbutton"], [contenteditable="true"]';

/**
 * Tab from a focused row (or one of its cells) goes through the row's own buttons and links, Shift+Tab back to
 * the row, as the arrow keys do; Tab from the last of them leaves the table, which stays one stop in the
 * page's tab order. Shared by the plain table and the virtualised grid, whose widgets both keep out of the
 * tab order. Returns whether it moved focus (and so took the key).
 */
export function tabWithinRow(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const from = event.target as HTMLElement;
  const row = from.closest<HTMLElement>('[role="row"]');
  if (!row || row.querySelector('[role="columnheader"]')) return false;
  // Inside a field (a text box, a date's segments) Tab is the field's own: it leaves the field, which is
  // when an inline edit saves.
  if (from !== row && from.closest(IN_FIELD)) return false;
  const stops = [...row.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el !== from && !el.contains(from) && !el.matches(CELL) && !el.matches(':disabled') && !el.closest('[aria-hidden="true"], [inert]'),
  );
  // Document order: a cell's own widgets follow the cell, so Tab from a focused cell reaches them first.
  const follows = (el: HTMLElement) => (from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = event.shiftKey ? (stops.findLast((el) => !follows(el)) ?? (from === row ? null : row)) : stops.find(follows);
  if (!next) return false;
  event.preventDefault();
  event.stopPropagation();
  next.focus();
  return true;
}
