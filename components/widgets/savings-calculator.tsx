'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CostBasis, SavingsEstimate, SavingsOption } from '@/lib/savings/estimate';
import { formatCount, formatPercent, formatUsd } from '@/lib/savings/format';
import { validateSavings, type SavingsField, type SavingsFormValues, type SavingsResult } from '@/lib/savings/rules';
import type { SavingsMessages, SavingsSettings } from '@/lib/savings/settings';
import { fillTemplate } from '@/lib/editor/placeholders';
import { defaultFormValues, estimateToSearchParams, quoteHref, toParam } from '@/lib/savings/url-state';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';
import type { CalculatorWidgetCopy } from '@/lib/content/savings-calculator';

/** How long typing must pause before screen readers hear the new estimate. */
export const ANNOUNCE_DELAY_MS = 600;

/**
 * Monthly volume, average ticket and current fees (or effective rate) in;
 * current cost, cost at our rate and cost under dual pricing out, updated as
 * the visitor types. Valid figures are written to the URL with
 * history.replaceState, so the address bar always holds a shareable estimate.
 * Its words, our prices, the limits and the example figures come from the
 * page (the loaders read them on the server).
 */
export function SavingsCalculator({
  copy,
  settings,
  initialValues,
  source = 'defaults',
}: {
  copy: CalculatorWidgetCopy;
  settings: SavingsSettings;
  initialValues?: SavingsFormValues;
  /** Where the starting figures came from: 'url' when the page passed the query string's figures. */
  source?: 'defaults' | 'url';
}) {
  const [values, setValues] = useState<SavingsFormValues>(() => initialValues ?? defaultFormValues(settings.defaults));
  const result = useMemo(() => validateSavings(values, settings), [values, settings]);
  const [announcement, setAnnouncement] = useState('');
  const edited = useRef(false);

  // The live region speaks once typing pauses, not on every keystroke.
  useEffect(() => {
    if (!edited.current) return;
    const timer = window.setTimeout(
      () => setAnnouncement(announce(result, copy, settings.messages.announce)),
      ANNOUNCE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [result, copy, settings.messages.announce]);

  function update(next: SavingsFormValues) {
    edited.current = true;
    setValues(next);
    const nextResult = validateSavings(next, settings);
    if (!nextResult.ok) return;
    const { pathname, search, hash } = window.location;
    const query = `?${estimateToSearchParams(nextResult.inputs).toString()}`;
    if (query !== search) window.history.replaceState(null, '', `${pathname}${query}${hash}`);
  }

  function change(field: SavingsField, text: string) {
    update({ ...values, [field]: text });
  }

  function switchBasis(basis: CostBasis) {
    if (basis === values.basis) return;
    const next = { ...values, basis };
    // Carry the figure across: fees of $1,550 on $50,000 become a 3.1% rate, and back.
    if (result.ok) {
      if (basis === 'rate') next.rate = toParam(result.inputs.rate, 2);
      else next.fees = toParam(result.inputs.fees, 2);
    }
    update(next);
  }

  const errors: Partial<Record<SavingsField, string>> = result.errors;
  const fields = copy.fields;

  return (
    <div data-source={source}>
      <Card
        as="form"
        aria-labelledby="calculator-form-heading"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="p-5 sm:p-8"
      >
        <h3 id="calculator-form-heading" className="text-h3 font-bold">
          {copy.formTitle}
        </h3>
        <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:gap-8">
          <AmountField
            id="volume"
            unit="$"
            unitName={fields.inDollars}
            label={fields.volume.label}
            hint={fields.volume.hint}
            value={values.volume}
            error={errors.volume}
            onChange={(text) => change('volume', text)}
          />
          <AmountField
            id="ticket"
            unit="$"
            unitName={fields.inDollars}
            label={fields.ticket.label}
            hint={fields.ticket.hint}
            value={values.ticket}
            error={errors.ticket}
            onChange={(text) => change('ticket', text)}
          />
          <fieldset className="min-w-0">
            <legend className="font-semibold text-brand-950">{fields.basis.legend}</legend>
            <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
              {(['fees', 'rate'] as const).map((basis) => (
                <label
                  key={basis}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold text-slate-700 transition-colors has-checked:bg-white has-checked:text-brand-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
                >
                  <input
                    type="radio"
                    name="basis"
                    value={basis}
                    checked={values.basis === basis}
                    onChange={() => switchBasis(basis)}
                    className="sr-only"
                  />
                  {fields.basis[basis]}
                </label>
              ))}
            </div>
            <div className="mt-4">
              {values.basis === 'fees' ? (
                <AmountField
                  id="fees"
                  unit="$"
                  unitName={fields.inDollars}
                  label={fields.fees.label}
                  hint={fields.fees.hint}
                  value={values.fees}
                  error={errors.fees}
                  onChange={(text) => change('fees', text)}
                />
              ) : (
                <AmountField
                  id="rate"
                  unit="%"
                  unitName={fields.inPercent}
                  label={fields.rate.label}
                  hint={fields.rate.hint}
                  value={values.rate}
                  error={errors.rate}
                  onChange={(text) => change('rate', text)}
                />
              )}
            </div>
          </fieldset>
        </div>
      </Card>

      <section aria-labelledby="calculator-results-heading" className="mt-10">
        <h3 id="calculator-results-heading" className="sr-only">
          {copy.resultsTitle}
        </h3>
        {result.ok ? <Results estimate={result.estimate} copy={copy} /> : <InvalidNotice copy={copy} />}
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="sr-only"
          data-testid="calculator-announcement"
        >
          {announcement}
        </p>
      </section>
    </div>
  );
}

/* ------------------------------------------------------------------ */

interface AmountFieldProps {
  id: SavingsField;
  unit: '$' | '%';
  /** What screen readers hear after the label: the unit in the page's words ("in US dollars"). */
  unitName: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}

function AmountField({ id, unit, unitName, label, hint, value, error, onChange }: AmountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold text-brand-950">
        {label}
        <span className="sr-only">{`, ${unitName}`}</span>
      </label>
      <div className="relative mt-2">
        {unit === '$' ? <Adornment side="left">$</Adornment> : null}
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={`block min-h-12 w-full rounded-lg border bg-white text-lg font-semibold text-brand-950 tabular-nums shadow-sm transition-colors ${
            unit === '$' ? 'pr-3 pl-8' : 'pr-9 pl-3'
          } ${error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'}`}
        />
        {unit === '%' ? <Adornment side="right">%</Adornment> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-medium text-red-700">
          <Icon name="circle-alert" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function Adornment({ side, children }: { side: 'left' | 'right'; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 flex items-center text-lg font-semibold text-slate-500 ${
        side === 'left' ? 'left-0 pl-3.5' : 'right-0 pr-3.5'
      }`}
    >
      {children}
    </span>
  );
}

/* ------------------------------------------------------------------ */

interface CopyProps {
  copy: CalculatorWidgetCopy;
}

function Results({ estimate, copy }: { estimate: SavingsEstimate } & CopyProps) {
  const { current, ourRate: ours, dualPricing: dual, inputs } = estimate;
  const { columns, rows } = copy;
  // The card to draw the eye to: our rate when it saves, else dual pricing when it does.
  const highlight = ours.saves ? 'ours' : dual.saves ? 'dual' : null;
  return (
    <>
      <Headline estimate={estimate} copy={copy} />

      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        <ResultCard
          title={columns.current.title}
          badge={columns.current.badge}
          cost={current.monthlyCost}
          costLabel={rows.perMonth}
        >
          <Row label={rows.effectiveRate} value={formatPercent(current.effectiveRate)} />
          <Row label={rows.transactions} value={formatCount(estimate.transactions)} />
          <Row label={rows.yearly} value={formatUsd(current.yearlyCost)} />
        </ResultCard>

        <ResultCard
          title={columns.ourRate.title}
          badge={columns.ourRate.badge}
          cost={ours.monthlyCost}
          costLabel={rows.perMonth}
          highlight={highlight === 'ours'}
          footer={<Saving option={ours} copy={copy} />}
        >
          <Row label={rows.effectiveRate} value={formatPercent(ours.effectiveRate)} />
          <Row
            label={`${formatCount(estimate.transactions)} ${rows.perTransaction}`}
            value={formatUsd(ours.perTransactionPart)}
          />
        </ResultCard>

        <ResultCard
          title={columns.dualPricing.title}
          badge={columns.dualPricing.badge}
          cost={dual.monthlyCost}
          costLabel={rows.programFee}
          highlight={highlight === 'dual'}
          footer={<Saving option={dual} copy={copy} />}
        >
          <Row label={rows.paidByCustomers} value={`${formatUsd(dual.adjustmentPaidByCustomers)} ${rows.perMonth}`} />
        </ResultCard>
      </ul>

      {estimate.notes.length > 0 ? (
        <ul className="mt-6 space-y-2">
          {estimate.notes.map((note) => (
            <li
              key={note}
              className="flex gap-3 rounded-lg border border-warm-400 bg-amber-50 p-4 text-sm text-slate-800"
            >
              <Icon name="info" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
              {note}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 flex flex-col gap-4 rounded-card border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="max-w-xl leading-relaxed text-brand-900">{copy.quote.note}</p>
        <ButtonLink href={quoteHref(inputs)} className="shrink-0">
          {copy.quote.label}
          <Icon name="arrow-right" className="h-5 w-5" />
        </ButtonLink>
      </div>

      <Assumptions copy={copy} />
    </>
  );
}

function Headline({ estimate, copy }: { estimate: SavingsEstimate } & CopyProps) {
  const { headline } = copy;
  if (estimate.bestMonthlySaving > 0) {
    return (
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{headline.eyebrow}</p>
        <p className="mt-2 text-h2 font-extrabold text-brand-950">
          {headline.before} <span className="text-accent-700">{formatUsd(estimate.bestYearlySaving)}</span>{' '}
          {headline.after}
        </p>
        <p className="mt-1 text-slate-600">{`${headline.monthly.before} ${formatUsd(estimate.bestMonthlySaving)} ${headline.monthly.after}`}</p>
      </div>
    );
  }
  return (
    <div className="text-center">
      <p className="text-h3 font-bold text-brand-950">{headline.noSavingTitle}</p>
      <p className="mx-auto mt-1 max-w-2xl text-slate-600">{headline.noSavingText}</p>
    </div>
  );
}

interface ResultCardProps {
  title: string;
  badge: string;
  cost: number;
  /** After the cost: 'a month'. */
  costLabel: string;
  highlight?: boolean;
  /** The figures, as dt/dd rows. */
  children: ReactNode;
  /** The saving (or why there is none), under the figures. */
  footer?: ReactNode;
}

function ResultCard({ title, badge, cost, costLabel, highlight = false, children, footer }: ResultCardProps) {
  return (
    <li
      className={`flex flex-col rounded-card border bg-white p-5 shadow-card sm:p-6 ${
        highlight ? 'border-accent-600 ring-1 ring-accent-600' : 'border-slate-200'
      }`}
    >
      <h4 className="text-lg font-bold">{title}</h4>
      <p className="mt-1 text-sm text-slate-600">{badge}</p>
      <p className="mt-4">
        <span className="text-3xl font-extrabold tracking-tight text-brand-950 tabular-nums">{formatUsd(cost)}</span>{' '}
        <span className="text-sm text-slate-600">{costLabel}</span>
      </p>
      <dl className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm">{children}</dl>
      {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
    </li>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-brand-950 tabular-nums">{value}</dd>
    </div>
  );
}

function Saving({ option, copy }: { option: SavingsOption } & CopyProps) {
  if (!option.saves) {
    return (
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-brand-950">{copy.rows.noSaving}</p>
        <p className="mt-1 leading-relaxed text-slate-600">{option.message}</p>
      </div>
    );
  }
  const rows = [
    { label: copy.rows.saveMonthly, value: formatUsd(option.monthlySaving) },
    { label: copy.rows.saveYearly, value: formatUsd(option.yearlySaving) },
    { label: copy.rows.percentSaved, value: `${Math.round(option.percentSaved)}%` },
  ];
  return (
    <dl className="grid gap-1 rounded-lg bg-accent-50 p-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-accent-800">{row.label}</dt>
          <dd className="text-lg font-extrabold text-accent-800 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function InvalidNotice({ copy }: CopyProps) {
  return (
    <p className="flex items-center justify-center gap-2 rounded-card border border-dashed border-slate-300 bg-white p-6 text-center font-medium text-slate-700">
      <Icon name="circle-alert" className="h-5 w-5 shrink-0 text-red-700" />
      {copy.invalid}
    </p>
  );
}

function Assumptions({ copy }: CopyProps) {
  return (
    <div className="mt-8">
      <h4 className="font-bold">{copy.assumptionsTitle}</h4>
      <ul className="mt-3 grid gap-2 text-sm leading-relaxed text-slate-600 md:grid-cols-2 md:gap-x-8">
        {copy.assumptions.map((line) => (
          <li key={line} className="flex gap-2">
            <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the live region says once typing pauses, in the page's words. */
export function announce(
  result: SavingsResult,
  copy: Pick<CalculatorWidgetCopy, 'invalid'>,
  words: SavingsMessages['announce'],
): string {
  if (!result.ok) return copy.invalid;
  const { ourRate: ours, dualPricing: dual } = result.estimate;
  const part = (option: SavingsOption, name: string) =>
    option.saves
      ? fillTemplate(words.saves, {
          option: name,
          saving: formatUsd(option.monthlySaving),
          yearlySaving: formatUsd(option.yearlySaving),
        })
      : fillTemplate(words.noSaving, { option: name });
  return `${words.opening} ${part(ours, words.ourRate)} ${part(dual, words.dualPricing)}`;
}
