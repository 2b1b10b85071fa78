import { getLabels, type Labels } from '@/lib/content/settings';
import type { ComparisonTableData } from '@/lib/content/catalogue-sections';
import type { CellValue } from '@/lib/content/catalogue-sections';
import { fillTemplate } from '@/lib/editor/placeholders';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

function Cell({ value, words }: { value: CellValue; words: Labels['sections'] }) {
  if (value === true) {
    return (
      <>
        <Icon name="check" className="h-5 w-5 text-accent-700" />
        <span className="sr-only">{words.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Icon name="minus" className="h-5 w-5 text-slate-400" />
        <span className="sr-only">{words.notIncluded}</span>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * A real comparison table: caption, column headers and row headers with
 * scopes, ticks announced as 'Included' / 'Not included'. On phones the
 * table scrolls sideways inside its own focusable region (never the page),
 * with the row labels pinned on the left.
 */
export async function ComparisonTable({ id, table }: { id: string; table: ComparisonTableData }) {
  const { sections: words } = await getLabels();
  const captionId = `${id}-caption`;
  const pinned = 'sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-slate-200)] sm:static sm:shadow-none';
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600 sm:hidden" aria-hidden="true">
        {fillTemplate(words.swipeHint, { count: table.columns.length })}
      </p>
      <Card role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto">
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:min-w-0 sm:text-base">
          <caption
            id={captionId}
            className="sr-only sm:not-sr-only sm:px-6 sm:pt-5 sm:pb-3 sm:text-left sm:text-sm sm:font-medium sm:text-slate-600"
          >
            {table.caption}
          </caption>
          <thead>
            <tr className="border-y border-slate-200 bg-brand-50">
              <th
                scope="col"
                className={`w-36 bg-brand-50 px-3 py-3 font-semibold text-brand-950 sm:w-auto sm:px-6 ${pinned}`}
              >
                {table.rowHeader}
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold text-brand-950 sm:px-6">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((row) => (
              <tr key={row.label} className="align-top">
                <th scope="row" className={`bg-white px-3 py-3 font-medium text-brand-950 sm:px-6 ${pinned}`}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={table.columns[index] ?? index} className="px-3 py-3 text-slate-700 sm:px-6">
                    <Cell value={value} words={words} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {table.note ? <p className="mt-4 text-sm leading-relaxed text-slate-600">{table.note}</p> : null}
    </div>
  );
}
