import {
  type Availability,
  DAYS,
  PERIODS,
  type Slot,
  toggleSlot,
} from '@shared/forms/gym-leader-application';
import { FieldError } from '../../components/ui/field';
import { fieldId } from './use-zod-form';

/** 7 days × Morning/Afternoon/Evening; ticking a slot also offers its day (see toggleSlot). */
export function AvailabilityGrid({
  value,
  onChange,
  error,
}: {
  value: Availability;
  onChange: (next: Availability) => void;
  error?: string;
}) {
  const errorId = `${fieldId('available_times')}-error`;
  // min-w-0: a fieldset is otherwise as wide as its content, which pushed the grid past the card.
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-fg">Weekly Availability *</legend>
      <p className="mt-1 text-xs text-muted">Select at least 2 time slots when you can run your gym.</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-separate border-spacing-y-1 text-xs sm:text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-muted">
                Day
              </th>
              {PERIODS.map((period) => (
                <th key={period} scope="col" className="px-1 text-center font-medium text-muted sm:px-2">
                  {period}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day} className="bg-surface-2/40">
                <th scope="row" className="rounded-l-lg px-2 py-2 text-left font-medium text-fg sm:px-3">
                  {day}
                </th>
                {PERIODS.map((period, i) => {
                  const slot = `${day}-${period}` as Slot;
                  return (
                    <td
                      key={period}
                      className={i === PERIODS.length - 1 ? 'rounded-r-lg text-center' : 'text-center'}
                    >
                      <input
                        id={i === 0 && day === 'Monday' ? fieldId('available_times') : undefined}
                        type="checkbox"
                        aria-label={`${day} ${period}`}
                        className="h-5 w-5 cursor-pointer accent-primary"
                        checked={value.available_times.includes(slot)}
                        onChange={(e) => onChange(toggleSlot(value, slot, e.target.checked))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted" aria-live="polite">
        {value.available_times.length} slot{value.available_times.length === 1 ? '' : 's'} selected
        {value.available_days.length > 0 ? ` · Days: ${value.available_days.join(', ')}` : ''}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
