import { type CsvImportReport, type CsvRowReport, LISTING_CSV_MAX_ROWS } from '@haflah/contracts';
import { CheckCircle2, FileUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/forms/fields';
import { largePrimaryButton, secondaryButton } from '../../../components/ui/buttons';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errors';
import { useImportListings } from '../api/listings';
import { LISTINGS_PATH } from './ListingList';

const ACTION_STYLE: Record<CsvRowReport['action'], string> = {
  create: 'bg-emerald-100 text-emerald-900',
  update: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-slate-200 text-slate-800',
  error: 'bg-red-100 text-red-900',
};

/**
 * CSV import in two steps: the file is checked first (a dry run: nothing is written, every row says
 * what it would do or what is wrong with it), then "Apply N changes" sends the same file for real and
 * shows what was saved. A bad row never holds back the good ones.
 */
export function ImportFlow() {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<CsvImportReport | null>(null);
  const [result, setResult] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const importer = useImportListings();
  const inputRef = useRef<HTMLInputElement>(null);
  const reportRef = useRef<HTMLHeadingElement>(null);

  const send = (dryRun: boolean) => {
    if (!file) {
      setProblem(t('shopListings.import.noFile'));
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    importer.mutate(
      { file, dryRun },
      {
        onSuccess: (report) => {
          if (report.dryRun) setCheck(report);
          else setResult(report);
          requestAnimationFrame(() => reportRef.current?.focus());
        },
        onError: (error) => setProblem(errorMessage(t, error)),
      },
    );
  };
  const startAgain = () => {
    setFile(null);
    setCheck(null);
    setResult(null);
    setProblem(undefined);
    importer.reset();
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  if (result) {
    const changed =
      check && (check.counts.create !== result.counts.create || check.counts.update !== result.counts.update);
    return (
      <section aria-labelledby={`${inputId}-result`} className="grid gap-4">
        <Report report={result} headingId={`${inputId}-result`} headingRef={reportRef} done />
        {changed && (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-950 text-sm">
            {t('shopListings.import.changedSince')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={LISTINGS_PATH} className={largePrimaryButton}>
            {t('shopListings.import.toList')}
          </Link>
          <button type="button" onClick={startAgain} className={cn(secondaryButton, 'h-12')}>
            {t('shopListings.import.another')}
          </button>
        </div>
      </section>
    );
  }

  if (check) {
    const changes = check.counts.create + check.counts.update;
    return (
      <section aria-labelledby={`${inputId}-check`} className="grid gap-4">
        <Report report={check} headingId={`${inputId}-check`} headingRef={reportRef} />
        {changes === 0 && <p className="text-slate-700">{t('shopListings.import.nothingToApply')}</p>}
        <FormAlert message={problem} />
        <div className="flex flex-wrap gap-2">
          {changes > 0 && (
            <button
              type="button"
              onClick={() => send(false)}
              disabled={importer.isPending}
              aria-busy={importer.isPending || undefined}
              className={largePrimaryButton}
            >
              {importer.isPending
                ? t('shopListings.import.applying')
                : t('shopListings.import.apply', { count: changes })}
            </button>
          )}
          <button
            type="button"
            onClick={startAgain}
            disabled={importer.isPending}
            className={cn(secondaryButton, 'h-12')}
          >
            {t('shopListings.import.another')}
          </button>
        </div>
      </section>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!importer.isPending) send(true);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-6"
    >
      <div className="grid gap-1.5">
        <span className="font-semibold text-slate-800 text-sm" id={`${inputId}-label`}>
          {t('shopListings.import.file')}
        </span>
        <label
          htmlFor={inputId}
          className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-violet-200 border-dashed bg-violet-50/50 p-4 text-center font-semibold text-violet-800 hover:bg-violet-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
        >
          <FileUp className="size-7" aria-hidden />
          <span className="break-all">
            {file
              ? t('shopListings.import.chosen', {
                  name: file.name,
                  size: Math.max(1, Math.round(file.size / 1024)),
                })
              : t('shopListings.import.choose')}
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(undefined);
            }}
          />
        </label>
        <p id={hintId} className="text-slate-500 text-xs">
          {t('shopListings.import.fileHint', { rows: LISTING_CSV_MAX_ROWS.toLocaleString('en') })}
        </p>
      </div>
      <FormAlert message={problem} />
      <div className="sm:w-fit">
        <SubmitButton pending={importer.isPending}>
          {importer.isPending ? t('shopListings.import.checking') : t('shopListings.import.check')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The counts, the note that bad rows do not stop good ones, and the rows themselves. */
function Report({
  report,
  headingId,
  headingRef,
  done = false,
}: {
  report: CsvImportReport;
  headingId: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  done?: boolean;
}) {
  const { t } = useTranslation();
  const errors = report.counts.error;
  const [onlyErrors, setOnlyErrors] = useState(errors > 0);
  const rows = onlyErrors ? report.rows.filter((r) => r.action === 'error') : report.rows;
  const words = done ? 'shopListings.import.done' : 'shopListings.import.summary';
  return (
    <div className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-6">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-lg text-slate-900 outline-none"
      >
        {done && <CheckCircle2 className="size-6 text-emerald-600" aria-hidden />}
        {t(done ? 'shopListings.import.resultTitle' : 'shopListings.import.reportTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(['create', 'update', 'unchanged', 'error'] as const).map((action) => (
          <li key={action} className={cn('rounded-2xl px-3 py-2.5 font-bold text-sm', ACTION_STYLE[action])}>
            {t(`${words}.${action}`, { count: report.counts[action] })}
          </li>
        ))}
      </ul>
      {errors > 0 && <p className="text-slate-700 text-sm">{t('shopListings.import.goodRowsNote')}</p>}
      {report.rows.length > 0 && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold text-slate-900">{t('shopListings.import.rowsTitle')}</h3>
            {errors > 0 && (
              <button
                type="button"
                onClick={() => setOnlyErrors((v) => !v)}
                className="rounded-full px-1 py-1 font-semibold text-sm text-violet-700 hover:underline"
              >
                {t(onlyErrors ? 'shopListings.import.showAll' : 'shopListings.import.showProblems')}
              </button>
            )}
          </div>
          <ul className="grid max-h-[32rem] gap-1.5 overflow-y-auto">
            {rows.map((row) => (
              <li
                key={row.row}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200"
              >
                <span className="min-w-16 font-semibold text-slate-800">
                  {t('shopListings.import.row', { row: row.row })}
                </span>
                <span className={cn('rounded-full px-2 py-0.5 font-bold text-xs', ACTION_STYLE[row.action])}>
                  {t(`shopListings.import.action.${row.action}`)}
                </span>
                {row.errors.length > 0 && (
                  <ul className="grid w-full gap-0.5 text-red-800">
                    {row.errors.map((e) => (
                      <li key={`${e.column}-${e.code}`}>
                        {t('shopListings.import.columnError', {
                          column: e.column,
                          reason: t(`shopListings.issues.${e.code}`),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
