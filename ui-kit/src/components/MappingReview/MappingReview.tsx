import { useId, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import type { Tone } from '../../theme/tokens.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './MappingReview.css.ts';

/** One source column: its header, a few values, the target it is read as (null: ignored) and how sure that is. */
export interface MappingReviewColumn {
  id: string;
  header: string;
  /** Where the column appears (sheet names), shown under the header. */
  group?: string;
  samples: string[];
  target: string | null;
  /** 0..1 */
  confidence: number;
  /** A short mark beside the header ('learned'). */
  tag?: string;
}

export interface MappingReviewTarget {
  id: string;
  label: string;
}

export interface MappingReviewDroppedRow {
  id: string;
  /** Where it was ('SOV, row 7'). */
  location: string;
  reason: string;
  text: string;
}

export interface MappingReviewProps {
  columns: MappingReviewColumn[];
  targets: MappingReviewTarget[];
  onTargetChange: (columnId: string, target: string | null) => void;
  /** Dropped rows counted by reason ('1 total or subtotal'), and the rows themselves. */
  droppedSummary: string[];
  dropped: MappingReviewDroppedRow[];
  skipped: { name: string; reason: string }[];
  /** Below this confidence a column is marked for a person to check (default 0.8). */
  reviewBelow?: number;
  /** The option that leaves a column out (default 'Ignore'). */
  ignoreLabel?: string;
  /** What the columns turn into, shown under them (the app's preview table). */
  preview?: ReactNode;
  /** Columns may not be changed (while a change is being applied). */
  isDisabled?: boolean;
}

const IGNORE = '__ignore__';
const percent = (n: number) => `${Math.round(n * 100)}%`;

function confidenceTone(confidence: number, reviewBelow: number): Tone {
  if (confidence === 0) return 'neutral';
  return confidence < reviewBelow ? 'amber' : 'green';
}

/**
 * Reviews how the columns of an uploaded table were read before its rows are used: each column with its
 * header, sample values, the target it is read as and the confidence; any column can be set to another
 * target or to Ignore. Lists the ignored columns, the dropped rows (counted, shown on request) and the
 * skipped sheets. Confirming or cancelling is the surrounding dialog's.
 */
export function MappingReview({
  columns,
  targets,
  onTargetChange,
  droppedSummary,
  dropped,
  skipped,
  reviewBelow = 0.8,
  ignoreLabel = 'Ignore',
  preview,
  isDisabled,
}: MappingReviewProps) {
  const id = useId();
  const [showDropped, setShowDropped] = useState(false);
  const options = [...targets, { id: IGNORE, label: ignoreLabel }];
  const ignored = columns.filter((c) => c.target === null);
  const droppedId = `${id}-dropped`;

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby={`${id}-columns`}>
        <h3 id={`${id}-columns`} className={styles.heading}>
          Columns
        </h3>
        <div className={styles.frame}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  Source column
                </th>
                <th scope="col" className={styles.th}>
                  Sample values
                </th>
                <th scope="col" className={styles.th}>
                  Read as
                </th>
                <th scope="col" className={styles.th}>
                  Confidence
                </th>
              </tr>
            </thead>
            <tbody>
              {columns.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className={styles.td}>
                    <span className={styles.headerCell}>
                      <span className={styles.headerText}>{c.header}</span>
                      {c.group ? <span className={styles.group}>{c.group}</span> : null}
                      {c.tag ? (
                        <Badge tone="purple" size="sm">
                          {c.tag}
                        </Badge>
                      ) : null}
                    </span>
                  </th>
                  <td className={styles.td}>
                    {c.samples.length ? (
                      <ul className={styles.samples}>
                        {c.samples.map((s, i) => (
                          <li key={i}>{s}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className={styles.muted}>No values</span>
                    )}
                  </td>
                  <td className={styles.td}>
                    <Select
                      aria-label={`Read column ${c.header} as`}
                      className={styles.select}
                      items={options}
                      selectedKey={c.target ?? IGNORE}
                      isDisabled={isDisabled}
                      onSelectionChange={(key: Key | null) => {
                        if (key === null) return;
                        const next = key === IGNORE ? null : String(key);
                        if (next !== c.target) onTargetChange(c.id, next);
                      }}
                    />
                  </td>
                  <td className={styles.td}>
                    <Badge tone={confidenceTone(c.confidence, reviewBelow)} size="sm">
                      {c.target === null ? 'Not read' : percent(c.confidence)}
                      {c.target !== null && c.confidence < reviewBelow ? ', check' : ''}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-ignored`}>
        <h3 id={`${id}-ignored`} className={styles.heading}>
          Ignored columns
        </h3>
        {ignored.length ? (
          <ul className={styles.list}>
            {ignored.map((c) => (
              <li key={c.id}>{c.header}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.summary}>Every column is read.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-dropped-heading`}>
        <div className={styles.droppedHeader}>
          <h3 id={`${id}-dropped-heading`} className={styles.heading}>
            Dropped rows
          </h3>
          {dropped.length ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showDropped}
              aria-controls={droppedId}
              onPress={() => setShowDropped((v) => !v)}
            >
              {showDropped ? 'Hide dropped rows' : 'Show dropped rows'}
            </Button>
          ) : null}
        </div>
        <p className={styles.summary}>{droppedSummary.length ? droppedSummary.join('; ') : 'No rows were dropped.'}</p>
        {showDropped ? (
          <ul id={droppedId} className={styles.list}>
            {dropped.map((d) => (
              <li key={d.id}>
                <span className={styles.muted}>
                  {d.location} ({d.reason}):
                </span>{' '}
                {d.text}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {skipped.length ? (
        <section className={styles.section} aria-labelledby={`${id}-skipped`}>
          <h3 id={`${id}-skipped`} className={styles.heading}>
            Skipped sheets
          </h3>
          <ul className={styles.list}>
            {skipped.map((s) => (
              <li key={s.name}>
                {s.name}: <span className={styles.muted}>{s.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {preview ? (
        <section className={styles.section} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={styles.heading}>
            Preview
          </h3>
          {preview}
        </section>
      ) : null}
    </div>
  );
}
