/**
 * A schedule node's parameters in words: the Schedule Trigger's `rule.interval` (current) and
 * the Cron node's `triggerTimes.item` (older workflows).
 */
import { isPlainObject } from './manifest-builder';

const UNIT: Record<string, [string, string]> = {
  seconds: ['second', 'secondsInterval'],
  minutes: ['minute', 'minutesInterval'],
  hours: ['hour', 'hoursInterval'],
  days: ['day', 'daysInterval'],
  weeks: ['week', 'weeksInterval'],
  months: ['month', 'monthsInterval'],
};

function every(unit: string, count: unknown): string {
  const n = typeof count === 'number' && count > 1 ? count : 1;
  return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
}

export function n8nScheduleLabel(parameters: Record<string, unknown>): string {
  const rule = isPlainObject(parameters.rule) ? parameters.rule : undefined;
  const first: unknown = Array.isArray(rule?.interval) ? rule.interval[0] : undefined;
  if (isPlainObject(first)) {
    const field = typeof first.field === 'string' ? first.field : 'days';
    if (field === 'cronExpression') return 'Schedule (cron)';
    const unit = UNIT[field];
    if (unit) return `Schedule (${every(unit[0], first[unit[1]])})`;
  }
  // An empty interval entry is n8n's default: every day.
  if (Array.isArray(rule?.interval)) return 'Schedule (every day)';
  const triggerTimes = isPlainObject(parameters.triggerTimes) ? parameters.triggerTimes : {};
  const item: unknown = Array.isArray(triggerTimes.item) ? triggerTimes.item[0] : undefined;
  if (isPlainObject(item) && typeof item.mode === 'string') {
    const modes: Record<string, string> = {
      everyMinute: 'every minute',
      everyHour: 'every hour',
      everyDay: 'every day',
      everyWeek: 'every week',
      everyMonth: 'every month',
    };
    return `Schedule (${modes[item.mode] ?? 'custom'})`;
  }
  return 'Schedule';
}
