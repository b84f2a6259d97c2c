import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  composeRenderProps,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icon.tsx';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import * as styles from './DatePicker.css.ts';

type Base = Omit<RACDatePickerProps<CalendarDate>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'>;

export interface DatePickerProps extends Base, FieldTextProps {
  /** ISO date 'YYYY-MM-DD' (what forms and the API use), or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
}

const toDate = (value: string | null | undefined) => (value ? parseDate(value) : value === null ? null : undefined);

/** A date field (typed segment by segment) with a calendar pop-over; values are ISO date strings. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  className,
  ...props
}: DatePickerProps) {
  return (
    <RACDatePicker<CalendarDate>
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={minValue ? parseDate(minValue) : undefined}
      maxValue={maxValue ? parseDate(maxValue) : undefined}
      onChange={onChange ? (date) => onChange(date ? date.toString() : null) : undefined}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.groupButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover}>
        <Dialog aria-label="Choose a date">
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.groupButton}>
                <ChevronLeftIcon />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.groupButton}>
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
