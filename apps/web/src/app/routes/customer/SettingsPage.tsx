import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { setLanguage, useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDarkMode } from '../../../lib/theme';

/** Spec §2 Settings: groups, toggles and defaults. Toggles are local to this visit and not saved;
 * dark mode applies to the whole app while the page stays open. */
const GROUPS = [
  {
    key: 'notifications',
    toggles: [
      { key: 'orderUpdates', on: true },
      { key: 'promotions', on: false },
      { key: 'newProducts', on: true },
    ],
  },
  { key: 'appearance', toggles: [{ key: 'darkMode', on: false }] },
  {
    key: 'privacy',
    toggles: [
      { key: 'dataAnalytics', on: true },
      { key: 'marketingEmails', on: false },
    ],
  },
] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { lang } = useLanguage();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5">
      <h1 className="font-extrabold text-2xl text-slate-900">{t('settings.title')}</h1>
      <section className="grid gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
        <h2 id="language-title" className="font-bold text-slate-900">
          {t('settings.language')}
        </h2>
        <div className="grid grid-cols-2 gap-2">
          {(['en', 'ar'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => setLanguage(l)}
              className={cn(
                'rounded-xl px-4 py-3 font-semibold transition',
                lang === l
                  ? 'bg-violet-600 text-white shadow'
                  : 'bg-slate-50 text-slate-700 hover:bg-violet-50',
              )}
            >
              {t(`settings.languages.${l}`)}
            </button>
          ))}
        </div>
      </section>
      {GROUPS.map((g) => (
        <section
          key={g.key}
          className="grid gap-1 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-slate-100"
        >
          <h2 className="mb-1 font-bold text-slate-900">{t(`settings.groups.${g.key}`)}</h2>
          {g.toggles.map((toggle) =>
            toggle.key === 'darkMode' ? (
              <DarkModeToggle key={toggle.key} label={t(`settings.toggles.${toggle.key}`)} />
            ) : (
              <Toggle key={toggle.key} label={t(`settings.toggles.${toggle.key}`)} defaultOn={toggle.on} />
            ),
          )}
        </section>
      ))}
      <p className="text-center text-slate-500 text-xs">{t('settings.localOnly')}</p>
    </div>
  );
}

function DarkModeToggle({ label }: { label: string }) {
  const [on, setOn] = useDarkMode();
  return <Switch label={label} on={on} onChange={setOn} />;
}

function Toggle({ label, defaultOn }: { label: string; defaultOn: boolean }) {
  const [on, setOn] = useState(defaultOn);
  return <Switch label={label} on={on} onChange={setOn} />;
}

function Switch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="text-slate-700">
        {label}
      </label>
      <SwitchPrimitive.Root
        id={id}
        checked={on}
        onCheckedChange={onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition data-[state=checked]:bg-violet-600"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
      </SwitchPrimitive.Root>
    </div>
  );
}
