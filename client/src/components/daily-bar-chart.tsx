/**
 * One bar a day over a run of days: the seller's revenue chart and the operators' orders chart.
 * A day without sales is an empty day, never a slope between two others. In Arabic the days run
 * right to left and the axis sits on the right (the page's direction does both). Plain HTML and
 * CSS: a charting library (recharts, 100 KB gzip) cost more than these bars, and each chart
 * already carries a screen-reader table of its days.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '../lib/format.ts';

interface DailyBarChartProps<Day extends { date: string }> {
  data: Day[];
  /** The field each bar measures. */
  dataKey: Extract<keyof Day, string>;
  yAxisWidth: number;
  yTickFormatter?: (value: number) => string;
  /** The tooltip's lines under the day's date. */
  describe: (day: Day) => ReactNode;
}

/** Whole-number ticks from 0 to a round top above the highest bar (1, 2, 2.5 or 5 × 10ⁿ). */
export function axisTicks(highest: number, count = 4): number[] {
  if (!(highest > 0)) return [0, 1];
  const rough = highest / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude,
  );
  const whole = Number.isInteger(step) ? step : Math.ceil(step);
  const ticks = [0];
  while (ticks[ticks.length - 1]! < highest) ticks.push(ticks[ticks.length - 1]! + whole);
  return ticks;
}

/** Every how many days a date is written under the axis, so that about six fit. */
const labelEvery = (days: number) => Math.max(1, Math.ceil(days / 6));

export function DailyBarChart<Day extends { date: string }>({
  data,
  dataKey,
  yAxisWidth,
  yTickFormatter = String,
  describe,
}: DailyBarChartProps<Day>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const [active, setActive] = useState<number | null>(null);

  const values = data.map((day) => Number(day[dataKey]) || 0);
  const ticks = axisTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1]!;
  const every = labelEvery(data.length);
  const activeDay = active === null ? undefined : data[active];

  return (
    <div className="flex h-full flex-col text-xs text-muted-foreground" aria-hidden>
      <div className="flex min-h-0 flex-1 pt-2">
        {/* "200 DT" reads left to right in every language; without this, rtl makes it "DT 200". */}
        <div className="relative shrink-0" style={{ width: yAxisWidth }} dir="ltr">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-2 translate-y-1/2 whitespace-nowrap"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {yTickFormatter(tick)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1 pe-2" onPointerLeave={() => setActive(null)}>
          {ticks.map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-border"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <div className="absolute inset-0 flex items-end">
            {data.map((day, index) => (
              <div
                key={day.date}
                // min-w-0 and a bar 4/5 of its column: a padding in % would be a share of the
                // whole chart's width, 30 of them a chart five times the phone's width.
                className={`flex h-full min-w-0 flex-1 items-end justify-center ${index === active ? 'bg-muted/60' : ''}`}
                onPointerEnter={() => setActive(index)}
              >
                <div
                  className="w-4/5 max-w-7 rounded-t-[3px] bg-primary"
                  style={{ height: `${(values[index]! / top) * 100}%` }}
                />
              </div>
            ))}
          </div>
          {activeDay && (
            <div
              className="pointer-events-none absolute top-0 z-10 rounded-md border bg-popover px-3 py-2 text-sm whitespace-nowrap text-popover-foreground shadow-md"
              style={
                active! < data.length / 2
                  ? { insetInlineStart: `${((active! + 1) / data.length) * 100}%` }
                  : { insetInlineEnd: `${((data.length - active!) / data.length) * 100}%` }
              }
            >
              <p className="text-muted-foreground">{longDay.format(calendarDay(activeDay.date))}</p>
              {describe(activeDay)}
            </div>
          )}
        </div>
      </div>
      <div className="flex pt-2 pe-2" style={{ paddingInlineStart: yAxisWidth }}>
        {data.map((day, index) => (
          // Centred under its bar, a date wider than the bar spills evenly on both sides.
          <span key={day.date} className="flex min-w-0 flex-1 justify-center whitespace-nowrap">
            {index % every === 0 && (
              // Every other one only on a phone, where six dates would run into each other.
              <span className={(index / every) % 2 === 1 ? 'hidden sm:inline' : undefined}>
                {shortDay.format(calendarDay(day.date))}
              </span>
            )}
          </span>
        ))}
      </div>
    </div>
  );
}
