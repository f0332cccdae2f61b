import type { AuditEntry } from '@haflah/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, useFormat } from '../../../../lib/format';
import { formatTime } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';
import { actorText, changesOf, targetPath, targetText, valueText } from '../../utils/audit-text';

const TARGET = '\u0000';

/**
 * One row of the log, in words: "Approved shop Sugar & Spice", who (and their role), when (Bahrain
 * time), from where, why, and each changed field as before → after.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const format = useFormat();
  const changes = changesOf(entry);
  const path = targetPath(entry);
  const role = t(`adminOps.audit.role.${entry.actor.role}`, { defaultValue: entry.actor.role });
  // The target (a Latin name in an Arabic sentence, "#1042") is isolated so it reads in its own direction.
  const [before = '', after = ''] = t(`adminOps.audit.sentence.${entry.action}`, { target: TARGET }).split(
    TARGET,
  );
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {before}
          {path ? (
            <Link
              to={path}
              className="text-violet-700 underline decoration-violet-300 underline-offset-2 hover:decoration-violet-700"
            >
              <bdi>{targetText(entry, t, pick)}</bdi>
            </Link>
          ) : (
            <bdi>{targetText(entry, t, pick)}</bdi>
          )}
          {after}
        </p>
        <time dateTime={entry.at} className="text-slate-500 text-sm tabular-nums">
          {t('adminOps.audit.when', { day: formatDate(entry.at, lang), time: formatTime(entry.at, lang) })}
        </time>
      </div>
      <p className="text-slate-600 text-sm">
        {t('adminOps.audit.by', { actor: actorText(entry), role })}
        {entry.ip && (
          <>
            <span aria-hidden> · </span>
            {t('adminOps.audit.from_ip')} <bdi dir="ltr">{entry.ip}</bdi>
          </>
        )}
      </p>
      {entry.reason && (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-slate-800 text-sm">
          <span className="font-semibold">{t('adminOps.audit.reason')}</span> {entry.reason}
        </p>
      )}
      {changes.length > 0 && (
        <dl className="grid gap-1 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="flex flex-wrap items-center gap-x-2">
              <dt className="text-slate-500">
                {t(`adminOps.audit.field.${change.field}`, { defaultValue: change.field })}
              </dt>
              <dd className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                <span>{valueText(change.from, t, format.count)}</span>
                <ArrowRight
                  className="size-4 text-slate-400 rtl:-scale-x-100"
                  aria-label={t('adminOps.audit.to_arrow')}
                />
                <span>{valueText(change.to, t, format.count)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
