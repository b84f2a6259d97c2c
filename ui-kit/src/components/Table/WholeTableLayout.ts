import { Rect, TableLayout } from 'react-aria-components';

const EVERYTHING = new Rect(0, 0, Infinity, Infinity);

/**
 * RAC's table layout lays rows out lazily: each time the visible area moves past what it has laid out, it
 * rebuilds every row from the top down to the new edge. Scrolling through a long table so redoes a longer
 * prefix on every frame. Rows here have one fixed height, so laying out all of them once is cheap and each
 * scroll frame afterwards only renders the rows that came into view.
 */
export class WholeTableLayout<T> extends TableLayout<T> {
  protected override layoutIfNeeded(_rect: Rect): void {
    super.layoutIfNeeded(EVERYTHING);
  }
}
