import { useCallback, useMemo, useRef, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';

export interface GridSelectionOptions {
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key> | 'all';
  defaultSelectedKeys?: Iterable<Key> | 'all';
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  disallowEmptySelection?: boolean;
}

export interface GridSelection {
  isEnabled: boolean;
  isMultiple: boolean;
  isSelected: (key: Key) => boolean;
  canSelect: (key: Key) => boolean;
  /** Every shown row selected ('all'), some of them, or none. */
  allState: 'all' | 'some' | 'none';
  /** Stable across renders: reads the latest selection. */
  toggle: (key: Key) => void;
  toggleAll: () => void;
}

const asSelection = (keys: Iterable<Key> | 'all' | undefined): Selection => (keys === 'all' ? 'all' : new Set(keys ?? []));

/**
 * Row selection with react-aria's contract: controlled (`selectedKeys`) or not (`defaultSelectedKeys`),
 * `onSelectionChange` with a Set of keys or 'all'; a checkbox toggles one row, the header's selects all or
 * clears. `keys` are the rows shown, in order.
 */
export function useGridSelection(options: GridSelectionOptions, keys: readonly Key[]): GridSelection {
  const { selectionMode = 'none', selectedKeys, defaultSelectedKeys, onSelectionChange, disabledKeys, disallowEmptySelection } = options;
  const [own, setOwn] = useState<Selection>(() => asSelection(defaultSelectedKeys));
  const controlled = useMemo(() => (selectedKeys === undefined ? undefined : asSelection(selectedKeys)), [selectedKeys]);
  const selection = controlled ?? own;
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);

  const latest = useRef({ selection, keys, disabled, selectionMode, onSelectionChange, disallowEmptySelection });
  latest.current = { selection, keys, disabled, selectionMode, onSelectionChange, disallowEmptySelection };

  const change = useCallback((next: Selection) => {
    setOwn(next);
    latest.current.onSelectionChange?.(next);
  }, []);

  const toggle = useCallback(
    (key: Key) => {
      const { selection: current, keys: shown, disabled: off, selectionMode: mode, disallowEmptySelection: keepOne } = latest.current;
      if (mode === 'none' || off.has(key)) return;
      const selected = current === 'all' ? new Set(shown.filter((k) => !off.has(k))) : new Set(current);
      if (mode === 'single') {
        if (selected.has(key) && selected.size === 1) {
          if (!keepOne) change(new Set());
        } else change(new Set([key]));
        return;
      }
      if (selected.has(key)) {
        if (keepOne && selected.size === 1) return;
        selected.delete(key);
      } else selected.add(key);
      change(selected);
    },
    [change],
  );

  const allState = useMemo<GridSelection['allState']>(() => {
    if (selection === 'all') return keys.length > 0 ? 'all' : 'none';
    const selectable = keys.filter((k) => !disabled.has(k));
    const count = selectable.filter((k) => selection.has(k)).length;
    if (count === 0) return 'none';
    return count === selectable.length ? 'all' : 'some';
  }, [selection, keys, disabled]);

  const allRef = useRef(allState);
  allRef.current = allState;
  const toggleAll = useCallback(() => {
    if (latest.current.selectionMode !== 'multiple') return;
    if (allRef.current === 'all') {
      if (!latest.current.disallowEmptySelection) change(new Set());
    } else change('all');
  }, [change]);

  const isSelected = useCallback((key: Key) => (selection === 'all' ? !disabled.has(key) : selection.has(key)), [selection, disabled]);
  const canSelect = useCallback((key: Key) => selectionMode !== 'none' && !disabled.has(key), [selectionMode, disabled]);

  return {
    isEnabled: selectionMode !== 'none',
    isMultiple: selectionMode === 'multiple',
    isSelected,
    canSelect,
    allState,
    toggle,
    toggleAll,
  };
}
