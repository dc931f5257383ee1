import { useId } from 'react';
import { INPUT_CLASS } from '../../components/fields';
import type { SalesPeriod } from './sales-api';

export function PeriodPicker({
  period,
  onChange,
}: {
  period: SalesPeriod;
  onChange: (period: SalesPeriod) => void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Period of recent sales and export</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={period.from ?? ''}
          max={period.to}
          onChange={(event) => onChange({ ...period, from: event.target.value || undefined })}
          className={`${INPUT_CLASS} w-40`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className="text-sm font-medium text-slate-700">
          To
        </label>
        <input
          id={toId}
          type="date"
          value={period.to ?? ''}
          min={period.from}
          onChange={(event) => onChange({ ...period, to: event.target.value || undefined })}
          className={`${INPUT_CLASS} w-40`}
        />
      </div>
    </fieldset>
  );
}
